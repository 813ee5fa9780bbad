import type { CompiledMessages } from '../../../common/i18n/compiled-messages';
import type { ShopLanguage } from '../../../common/i18n/languages';

/**
 * A language's compiled messages, each in a chunk of its own so that a page downloads only its store's
 * language. English needs none: the code's `defaultMessage`s are the English text.
 */
export function loadMessages(language: ShopLanguage): Promise<CompiledMessages> {
  switch (language) {
    case 'fr':
      return import(/* webpackChunkName: "messages-fr" */ '../../../common/i18n/compiled/fr.gen').then(
        (m) => m.default,
      );
    case 'de':
      return import(/* webpackChunkName: "messages-de" */ '../../../common/i18n/compiled/de.gen').then(
        (m) => m.default,
      );
    case 'ja':
      return import(/* webpackChunkName: "messages-ja" */ '../../../common/i18n/compiled/ja.gen').then(
        (m) => m.default,
      );
    case 'en':
      return Promise.resolve({});
  }
}

import type { CompiledMessages } from '../../../common/i18n/compiled-messages';
import type { ShopLanguage } from '../../../common/i18n/languages';

/**
 * A language's compiled messages, each in a chunk of its own so that a page downloads only its store's
 * language. English needs none: the code's `defaultMessage`s are the English text.
 */
export function loadMessages(language: ShopLanguage): Promise<CompiledMessages> {
  return importMessages(language).then((messages) => {
    loaded.set(language, messages);
    return messages;
  });
}

const loaded = new Map<ShopLanguage, CompiledMessages>();

/**
 * A language's messages if they have arrived, else null: what the first render uses, so a page rendered on the
 * server (which loads them before rendering) hydrates in the browser (which loads them before hydrating) in
 * its language from the first frame.
 */
export const loadedMessages = (language: ShopLanguage): CompiledMessages | null =>
  loaded.get(language) ?? null;

function importMessages(language: ShopLanguage): Promise<CompiledMessages> {
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

import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { CompiledMessages } from '../../../common/i18n/compiled-messages';
import de from '../../../common/i18n/compiled/de.gen';
import en from '../../../common/i18n/compiled/en.gen';
import fr from '../../../common/i18n/compiled/fr.gen';
import ja from '../../../common/i18n/compiled/ja.gen';
import { shopLanguage, type ShopLanguage } from '../../../common/i18n/languages';

const CATALOGUES: Record<ShopLanguage, CompiledMessages> = { en, fr, de, ja };
const cache = createIntlCache();
const byLocale = new Map<string, IntlShape>();

/**
 * The server's messages (e-mails, validation messages, PDF labels, page titles) in a store's language, with its
 * locale for dates and numbers: the same catalogue the browser loads, compiled once at build time. One
 * instance per locale, made on first use and kept (formatters are costly to build, cheap to reuse).
 */
export function storeIntl(store: { languageCode: string; locale: string }): IntlShape {
  const key = `${store.languageCode}|${store.locale}`;
  let intl = byLocale.get(key);
  if (!intl) {
    intl = createIntl(
      {
        locale: store.locale,
        defaultLocale: 'en',
        messages: CATALOGUES[shopLanguage(store.languageCode)],
        onError: (error) => {
          // English is the source (the code's defaults); the catalogue check keeps the others complete.
          if (error.code !== 'MISSING_TRANSLATION') throw error;
        },
      },
      cache,
    );
    byLocale.set(key, intl);
  }
  return intl;
}

import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { CompiledMessages } from '../../../common/i18n/compiled-messages';
import { SOURCE_LANGUAGE, shopLanguage, type ShopLanguage } from '../../../common/i18n/languages';
import { loadMessages, loadedMessages } from './loadMessages';

const ENGLISH: CompiledMessages = {};

/**
 * The store's language for everything below: react-intl with the store's locale (dates, numbers, plurals) and
 * its compiled messages, loaded once per language. Until a translation has arrived, `fallback` shows (in
 * English, the only language known before). English reads the code's default messages; a message missing from
 * another language is a defect the catalogue check keeps out, and is reported if one slips through.
 */
export function ShopIntlProvider({
  languageCode = SOURCE_LANGUAGE,
  locale = 'en-GB',
  fallback,
  children,
}: {
  languageCode?: string;
  locale?: string;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const language = shopLanguage(languageCode);
  const [loaded, setLoaded] = useState<{ language: ShopLanguage; messages: CompiledMessages } | null>(null);
  const messages =
    language === SOURCE_LANGUAGE
      ? ENGLISH
      : loaded?.language === language
        ? loaded.messages
        : loadedMessages(language);

  useEffect(() => {
    if (language === SOURCE_LANGUAGE || loadedMessages(language)) return;
    let current = true;
    void loadMessages(language).then((compiled) => current && setLoaded({ language, messages: compiled }));
    return () => {
      current = false;
    };
  }, [language]);

  if (!messages) {
    return (
      <IntlProvider locale="en" messages={ENGLISH} onError={reportIntlError}>
        {fallback}
      </IntlProvider>
    );
  }
  // In English the code's default messages are the store's own: with the store's locale as their locale,
  // react-intl reads them without building an error object (stack trace and all) for each message it formats
  // and finds missing from the (empty) catalogue: 16 of 344 ms of script time on a category page load.
  // The messages hold no dates and plurals read the same in en-GB and en-US as in 'en'.
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={language === SOURCE_LANGUAGE ? locale : 'en'}
      messages={messages}
      onError={reportIntlError}
    >
      {children}
    </IntlProvider>
  );
}

/**
 * One handler for every provider: a new one would give every consumer a new intl object, and a part of the page
 * still waiting to hydrate (lib/lazyLeaf.tsx) would be rendered anew instead of keeping the server's markup.
 */
const reportIntlError = (error: { message: string }): void => console.error(error.message);

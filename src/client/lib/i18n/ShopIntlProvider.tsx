import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { CompiledMessages } from '../../../common/i18n/compiled-messages';
import { SOURCE_LANGUAGE, shopLanguage, type ShopLanguage } from '../../../common/i18n/languages';
import { loadMessages, loadedMessages } from './loadMessages';

const ENGLISH: CompiledMessages = {};

/**
 * The store's language for everything below: react-intl with the store's locale (dates, numbers, plurals) and
 * its compiled messages, loaded once per language. Until a translation has arrived, `fallback` shows (in
 * English, the only language known before). English reads the code's default messages, so a missing English
 * "translation" is expected; in another language it is a defect the catalogue check keeps out.
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
  // One handler per language: a new one would give every consumer a new intl object, and a part of the page
  // still waiting to hydrate (lib/lazyLeaf.tsx) would be rendered anew instead of keeping the server's markup.
  const onError = useMemo(() => ignoreMissingEnglish(language), [language]);
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
      <IntlProvider locale="en" messages={ENGLISH} onError={ignoreMissingEnglish('en')}>
        {fallback}
      </IntlProvider>
    );
  }
  // In English the code's default messages are the store's own: with the store's locale as their locale,
  // react-intl reads them without building an error object (stack trace and all) for each message it formats
  // and finds missing from the (empty) catalogue, which was a sixth of the browser's script time on a page load.
  // The messages hold no dates and plurals read the same in en-GB and en-US as in 'en'.
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={language === SOURCE_LANGUAGE ? locale : 'en'}
      messages={messages}
      onError={onError}
    >
      {children}
    </IntlProvider>
  );
}

const ignoreMissingEnglish =
  (language: ShopLanguage) =>
  (error: { code: string; message: string }): void => {
    if (error.code === 'MISSING_TRANSLATION' && language === SOURCE_LANGUAGE) return;
    console.error(error.message);
  };

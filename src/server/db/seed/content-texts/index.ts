import { DE } from './de';
import { EN } from './en';
import { FR } from './fr';
import { JA } from './ja';
import type { ContentLanguage, ContentTexts, PopupText } from './types';

export type { ContentLanguage, ContentTexts, DemoPopupIndex, PopupText, StoryIdentifier } from './types';

/** The demo's editorial content in each language it is written in. */
export const CONTENT_TEXTS: Record<ContentLanguage, ContentTexts> = { en: EN, fr: FR, de: DE, ja: JA };

/** A store's content language: its own when the demo is written in it, English otherwise. */
export const contentLanguageOf = (languageCode: string): ContentLanguage =>
  languageCode === 'fr' || languageCode === 'de' || languageCode === 'ja' ? languageCode : 'en';

/** What the demo content says in a store of this language. */
export const contentTextsOf = (languageCode: string): ContentTexts =>
  CONTENT_TEXTS[contentLanguageOf(languageCode)];

/** A demo popup's words in these texts (config/popups.ts numbers the popups; each needs its words here). */
export function demoPopupText(texts: ContentTexts, index: number): PopupText {
  const text = (texts.popups as Partial<Record<number, PopupText>>)[index];
  if (!text) throw new Error(`content-texts has no words for demo popup ${index}`);
  return text;
}

import type { PageSection } from '../../../domain/content/block-data';

/** The languages the demo content is written in; a store of any other language reads the English. */
export type ContentLanguage = 'en' | 'fr' | 'de' | 'ja';

/** The four stories of the house, by page identifier (content-stories.ts gives each its picture and date). */
export type StoryIdentifier =
  'the-making-of-a-dial' | 'ninety-days-of-regulation' | 'the-drawings-of-1887' | 'a-navigator-at-sea';

/** One slide of the home page's hero: its words and the description of its picture. */
export interface SlideText {
  eyebrow: string;
  title: string;
  text: string;
  button: string;
  alt: string;
}

export interface HomeCopy {
  /** The three hero slides, in the order of their pictures (content-home.ts). */
  slides: readonly [SlideText, SlideText, SlideText];
  selected: { eyebrow: string; title: string; text: string; button: string };
  complications: { eyebrow: string; title: string; text: string; button: string };
  note: { text: string; attribution: string; button: string };
  stories: { eyebrow: string; title: string };
  mall: { title: string; text: string };
}

/**
 * A story in one language: its title, excerpt, picture description and body. The body has the same sections
 * as the English one, of the same kinds, in the same order (content-texts.test.ts holds every language to it).
 */
export interface StoryText {
  title: string;
  excerpt: string;
  alt: string;
  sections: PageSection[];
}

/** The demo promotional popups, by their index in config/popups.ts (the announcement, then the newsletter). */
export type DemoPopupIndex = 1 | 2;

export interface PopupText {
  title: string;
  /** Paragraphs separated by a blank line. */
  content: string;
  buttonLabel: string;
}

/**
 * Everything the demo's editorial content says in one language: the home page's blocks, the stories and the
 * promotional popups. English and each translation share this shape, so a missing text does not compile.
 */
export interface ContentTexts {
  home: HomeCopy;
  stories: Record<StoryIdentifier, StoryText>;
  popups: Record<DemoPopupIndex, PopupText>;
}

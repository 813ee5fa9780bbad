import { DEMO_PROMOTIONAL_POPUPS } from '../../../../../config/popups';
import { STORIES_EN } from './stories-en';
import type { ContentTexts, DemoPopupIndex, PopupText } from './types';

/** The popups' English is their configuration's (config/popups.ts), which the browser journeys read too. */
function englishPopup(index: DemoPopupIndex): PopupText {
  const popup = DEMO_PROMOTIONAL_POPUPS.find((p) => p.index === index);
  if (!popup?.buttonLabel) throw new Error(`config/popups.ts has no demo popup ${index} with a button`);
  return { title: popup.title, content: popup.content, buttonLabel: popup.buttonLabel };
}

/** The demo content in English: the source every translation follows (en-int, en-gb, en-us). */
export const EN: ContentTexts = {
  home: {
    slides: [
      {
        eyebrow: 'Maison Aurèle',
        title: 'Swiss watchmakers since 1887',
        text: 'Hand-finished movements, dials drawn from our archives, and cases made to be worn for generations.',
        button: 'Discover the watches',
        alt: 'A Heritage Chronograph resting on dark marble',
      },
      {
        eyebrow: 'The workshop',
        title: 'One watchmaker, one watch',
        text: 'Every movement is assembled, regulated and cased by a single hand, then watched for ninety days.',
        button: 'Read the story',
        alt: 'The watchmaker’s bench: a movement, a loupe and tools',
      },
      {
        eyebrow: 'Navigator',
        title: 'Made for the open sea',
        text: 'Divers and chronographs tested to 300 metres, and just as much at home on the wrist ashore.',
        button: 'Explore Navigator',
        alt: 'A Navigator on the wrist',
      },
    ],
    selected: {
      eyebrow: 'From the boutique',
      title: 'Selected watches',
      text: 'A few of the house’s favourites this season.',
      button: 'View all watches',
    },
    complications: {
      eyebrow: 'Atelier',
      title: 'Grand complications',
      text: 'Tourbillons, perpetual calendars and split seconds, each made to order in our workshop.',
      button: 'Discover Atelier',
    },
    note: {
      text: 'A watch is measured in seconds, and made in years. Every one of ours is assembled, regulated and cased by a single watchmaker in our workshop.',
      attribution: 'Maison Aurèle, the workshop',
      button: 'Visit the house',
    },
    stories: { eyebrow: 'Stories', title: 'From the workshop' },
    mall: { title: 'Also on', text: 'The house’s official boutiques on these marketplaces.' },
  },
  stories: STORIES_EN,
  popups: { 1: englishPopup(1), 2: englishPopup(2) },
};

import type { components } from '../../common/contract/schema.gen';
import { createTestApp, type TestApp } from '../test-utils/test-app';

type Schemas = components['schemas'];
type Home = Schemas['HomeContent'];
type Page = Schemas['ContentPage'];
type Popup = Schemas['PromotionalPopup'];

/**
 * Issue 13: the demo's editorial content (stories, home blocks, promotional popups) is stored per store and
 * read in the store's own language, body and all; the English stores read exactly what they always did.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ url, headers: { 'x-requested-with': 'XMLHttpRequest' } });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
};
const blockOf = <T extends Home['blocks'][number]['type']>(body: Home, type: T) =>
  body.blocks.find((b) => b.type === type) as Extract<Home['blocks'][number], { type: T }>;

interface Expected {
  story: { title: string; firstHeading: string; quoteBy: string; alt: string; nextStory: string };
  home: { storiesTitle: string; selectedTitle: string; heroAlt: string };
  popups: { announcement: string; announcementButton: string; newsletter: string; newsletterButton: string };
}

const EXPECTED: [store: string, expected: Expected][] = [
  [
    'fr-ch',
    {
      story: {
        title: 'La naissance d’un cadran',
        firstHeading: 'Guilloché à la main',
        quoteBy: 'Élise, cadranière',
        alt: 'Un cadran guilloché sous le tour à guillocher',
        nextStory: 'Quatre-vingt-dix jours de réglage',
      },
      home: {
        storiesTitle: 'Depuis l’atelier',
        selectedTitle: 'Montres choisies',
        heroAlt: 'Une Heritage Chronograph posée sur un marbre sombre',
      },
      popups: {
        announcement: 'Un nouveau bleu pour la Heritage Chronograph',
        announcementButton: 'Découvrir la montre',
        newsletter: 'Lettres de l’atelier',
        newsletterButton: 'S’abonner',
      },
    },
  ],
  [
    'de-ch',
    {
      story: {
        title: 'Wie ein Zifferblatt entsteht',
        firstHeading: 'Von Hand guillochiert',
        quoteBy: 'Élise, Zifferblattmacherin',
        alt: 'Ein guillochiertes Zifferblatt unter der Guillochiermaschine',
        nextStory: 'Neunzig Tage Regulierung',
      },
      home: {
        storiesTitle: 'Aus der Werkstatt',
        selectedTitle: 'Ausgewählte Uhren',
        heroAlt: 'Ein Heritage Chronograph auf dunklem Marmor',
      },
      popups: {
        announcement: 'Ein neues Blau für den Heritage Chronograph',
        announcementButton: 'Die Uhr entdecken',
        newsletter: 'Briefe aus dem Atelier',
        newsletterButton: 'Abonnieren',
      },
    },
  ],
  [
    'ja-jp',
    {
      story: {
        title: '文字盤ができるまで',
        firstHeading: '手彫りのギョーシェ',
        quoteBy: 'エリーズ（文字盤職人）',
        alt: 'ギョーシェ彫りの文字盤',
        nextStory: '九十日間の調整',
      },
      home: {
        storiesTitle: '工房から',
        selectedTitle: 'セレクテッド・ウォッチ',
        heroAlt: '黒い大理石の上に置かれたHeritage Chronograph',
      },
      popups: {
        announcement: 'Heritage Chronographに新しいブルー',
        announcementButton: 'この時計を見る',
        newsletter: 'アトリエからの便り',
        newsletterButton: '購読する',
      },
    },
  ],
  [
    'en-gb',
    {
      story: {
        title: 'The making of a dial',
        firstHeading: 'Guilloché by hand',
        quoteBy: 'Élise, dial maker',
        alt: 'A guilloché dial under the rose engine',
        nextStory: 'Ninety days of regulation',
      },
      home: {
        storiesTitle: 'From the workshop',
        selectedTitle: 'Selected watches',
        heroAlt: 'A Heritage Chronograph resting on dark marble',
      },
      popups: {
        announcement: 'A new blue for the Heritage Chronograph',
        announcementButton: 'Discover the watch',
        newsletter: 'Letters from the atelier',
        newsletterButton: 'Subscribe',
      },
    },
  ],
];

describe.each(EXPECTED)('the %s store', (store, expected) => {
  it('tells a story in its language, from the title to the body', async () => {
    const page = await get<Page>(`/rest/${store}/V1/caseback-content/pages/the-making-of-a-dial`);
    expect(page).toMatchObject({
      title: expected.story.title,
      content_heading: expected.story.title,
      meta_title: `${expected.story.title} | Maison Aurèle`,
      image: { alt: expected.story.alt },
    });
    expect(page.sections.find((s) => s.type === 'heading')).toEqual({
      type: 'heading',
      text: expected.story.firstHeading,
    });
    expect(page.sections.find((s) => s.type === 'quote')).toMatchObject({
      attribution: expected.story.quoteBy,
    });
    expect(page.more_stories[0]!.title).toBe(expected.story.nextStory);
  });

  it('headlines the home page in its language', async () => {
    const home = await get<Home>(`/rest/${store}/V1/caseback-content/home`);
    expect(blockOf(home, 'stories').title).toBe(expected.home.storiesTitle);
    expect(blockOf(home, 'product_carousel').title).toBe(expected.home.selectedTitle);
    expect(blockOf(home, 'content_slider').slides[0]!.image.alt).toBe(expected.home.heroAlt);
  });

  it('announces its promotions in its language', async () => {
    const { popups } = await get<{ popups: Popup[] }>(`/rest/${store}/V1/caseback-popups/promotions`);
    expect(popups.map((p) => [p.title, p.button_label])).toEqual([
      [expected.popups.announcement, expected.popups.announcementButton],
      [expected.popups.newsletter, expected.popups.newsletterButton],
    ]);
  });
});

it('the French stores of Switzerland and France read the same story', async () => {
  const swiss = await get<Page>('/rest/fr-ch/V1/caseback-content/pages/a-navigator-at-sea');
  const french = await get<Page>('/rest/fr-fr/V1/caseback-content/pages/a-navigator-at-sea');
  expect(french.sections).toEqual(swiss.sections);
  expect(french.sections.at(-1)).toEqual({
    type: 'paragraph',
    text: 'De retour à l’atelier, chaque montre a été ouverte et mesurée. Toutes les quatre restaient à moins de quatre secondes par jour\u202f; leurs joints ont été remplacés, comme le seront ceux de votre montre à chaque révision.',
  });
});

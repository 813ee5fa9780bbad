import type { MallLinksBlockData, StoredBlock } from '../../domain/content/block-data';
import type { ContentTexts } from './content-texts';

/** The slides' pictures: the three generated hero scenes (src/server/media/hero.ts). */
const HERO_IMAGES = ['/media/hero/1.svg', '/media/hero/2.svg', '/media/hero/3.svg'] as const;
const SLIDE_PATHS = ['watches', 'stories/ninety-days-of-regulation', 'watches/navigator'] as const;
const SLIDE_IDS = ['hero-heritage', 'hero-workshop', 'hero-navigator'] as const;

/** Every one a visible watch of the demo seed (the sold-out Atelier Tourbillon on purpose). */
export const SELECTED_SKUS = [
  'MA-HER-CHR-01',
  'MA-NAV-DIV-01',
  'MA-LUM-MPH-02',
  'MA-ATE-TOU-01',
  'MA-HOR-GMT-02',
  'MA-MER-CHR-03',
  'MA-HER-MPH-04',
  'MA-NAV-GMT-03',
];
export const COMPLICATION_SKUS = [
  'MA-ATE-PER-02',
  'MA-ATE-CHR-05',
  'MA-ATE-MPH-03',
  'MA-HER-SSC-07',
  'MA-ATE-SSC-06',
];
export const HOME_STORIES = [
  'the-making-of-a-dial',
  'ninety-days-of-regulation',
  'the-drawings-of-1887',
  'a-navigator-at-sea',
];

/** Fictional marketplaces on reserved `.example` domains: plain outbound links, nothing is fetched. */
const LUMEN = {
  id: 'lumen-mall',
  marketplace: 'Lumen Mall',
  url: 'https://lumen-mall.example/maison-aurele',
};
const GALERIE = {
  id: 'galerie-nord',
  marketplace: 'Galerie Nord',
  url: 'https://galerie-nord.example/marques/maison-aurele',
};
const MALLS: Record<string, Omit<MallLinksBlockData['links'][number], 'label'>[]> = {
  'en-int': [LUMEN, GALERIE],
  'en-gb': [
    {
      id: 'harbour-finch',
      marketplace: 'Harbour & Finch',
      url: 'https://harbour-finch.example/maison-aurele',
    },
  ],
  'en-us': [
    {
      id: 'cobalt-avenue',
      marketplace: 'Cobalt Avenue',
      url: 'https://cobalt-avenue.example/brands/maison-aurele',
    },
  ],
  'de-ch': [LUMEN],
  'fr-ch': [LUMEN, GALERIE],
  'fr-fr': [GALERIE],
  'ja-jp': [
    { id: 'sakura-mall', marketplace: 'Sakura Mall', url: 'https://sakura-mall.example/shop/maison-aurele' },
    { id: 'kumo-ichiba', marketplace: 'Kumo Ichiba', url: 'https://kumo-ichiba.example/maison-aurele' },
  ],
};

/** The demo home page of one store, in its language; buttons are paths below the store code. */
export function homeBlocks(storeCode: string, texts: ContentTexts): StoredBlock[] {
  const copy = texts.home;
  const blocks: StoredBlock[] = [
    {
      type: 'content_slider',
      id: 'home-hero',
      data: {
        title: null,
        // Spec 9: a content slider moves in 300 ms; one slide at a time on every screen.
        settings: {
          speed: 300,
          slides_to_show: 1,
          mobile_slides_to_show: 1,
          autoplay: true,
          autoplay_speed: 7000,
        },
        slides: copy.slides.map((slide, i) => ({
          id: SLIDE_IDS[i] ?? `slide-${i + 1}`,
          eyebrow: slide.eyebrow,
          title: slide.title,
          text: slide.text,
          image: { url: HERO_IMAGES[i] ?? HERO_IMAGES[0], alt: slide.alt, width: 1600, height: 700 },
          button: { label: slide.button, path: SLIDE_PATHS[i] ?? 'watches' },
        })),
      },
    },
    {
      type: 'product_carousel',
      id: 'selected-watches',
      data: {
        eyebrow: copy.selected.eyebrow,
        title: copy.selected.title,
        text: copy.selected.text,
        settings: { slides_to_show: 4, mobile_slides_to_show: 2, speed: 300 },
        skus: SELECTED_SKUS,
        button: { label: copy.selected.button, path: 'watches' },
      },
    },
    {
      type: 'text',
      id: 'house-note',
      data: {
        eyebrow: null,
        title: null,
        text: copy.note.text,
        attribution: copy.note.attribution,
        buttons: [{ label: copy.note.button, path: 'the-house' }],
      },
    },
    {
      type: 'stories',
      id: 'stories',
      data: { eyebrow: copy.stories.eyebrow, title: copy.stories.title, page_identifiers: HOME_STORIES },
    },
    {
      type: 'product_carousel',
      id: 'grand-complications',
      data: {
        eyebrow: copy.complications.eyebrow,
        title: copy.complications.title,
        text: copy.complications.text,
        settings: { slides_to_show: 4, mobile_slides_to_show: 2, speed: 300 },
        skus: COMPLICATION_SKUS,
        button: { label: copy.complications.button, path: 'watches/atelier' },
      },
    },
  ];
  const links = MALLS[storeCode] ?? [];
  if (links.length) {
    blocks.push({
      type: 'mall_links',
      id: 'marketplaces',
      data: {
        title: copy.mall.title,
        text: copy.mall.text,
        links: links.map((link) => ({ ...link, label: link.marketplace })),
      },
    });
  }
  return blocks;
}

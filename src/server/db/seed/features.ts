import { productMediaUrl, type MediaView } from '../../media/path';
import type { Queryable } from '../types';
import { caseSizeLabel, COLOURS, MATERIALS } from './attributes';
import { idOf, insertRows } from './insert';
import type { Complication, WatchModel } from './models';
import type { WatchPlan } from './watches';

export const FEATURE_COLUMNS = {
  product_id: 'int',
  position: 'int',
  title: 'text',
  body: 'text',
  image_url: 'text',
  image_alt: 'text',
  image_width: 'int',
  image_height: 'int',
  video_url: 'text',
} as const;
type FeatureRow = Record<keyof typeof FEATURE_COLUMNS, unknown>;

/** The family the variations carousel groups a watch with: watches that share a complication. */
export const FAMILIES: Readonly<Record<Complication, string>> = {
  CHR: 'chronograph',
  AUT: 'automatic',
  SSC: 'small-seconds',
  GMT: 'travel-time',
  MPH: 'moon-phase',
  DIV: 'diver',
  TOU: 'grand-complication',
  PER: 'grand-complication',
};

export const MOVEMENT_TEXT: Readonly<Record<Complication, string>> = {
  CHR: 'A column wheel commands start, stop and reset, so each pusher answers with the same crisp touch.',
  AUT: 'A rotor of solid gold winds the mainspring with every movement of the wrist.',
  SSC: 'The seconds turn apart from the hours, in a sub-dial sunk just above six o’clock.',
  GMT: 'A second hour hand keeps home time while the main hands jump, hour by hour, to local time.',
  MPH: 'A disc of 59 teeth carries two moons across the sky, true to within a day in 122 years.',
  DIV: 'Sealed by a screw-down crown and double gaskets, the movement is tested in water at 125% of its depth.',
  TOU: 'The escapement turns on itself once a minute, averaging out the pull of gravity in every position.',
  PER: 'A mechanical memory of 48 months reads the length of every month, leap years included.',
};

/** Films replace the third section's picture on the products that have one (scripts/media/films.ts). */
const FEATURE_FILMS: Readonly<Record<string, string>> = {
  'MA-HER-CHR-01': 'heritage-chronograph',
  'MA-NAV-DIV-01': 'navigator-diver-300',
};

/** The sections' titles, in position order (catalogue-texts/product-content translates them). */
export const FEATURE_TITLES = ['The movement', 'The case', 'The dial'] as const;

export const caseText = (model: WatchModel): string =>
  `${MATERIALS[model.material]}, ${model.sizes.map(caseSizeLabel).join(' or ')} across, with a sapphire crystal on either side.`;

export const dialText = (model: WatchModel, colour: string): string =>
  `A ${colour} dial, lacquered in twelve coats and polished by hand between each, for the ${model.name}.`;

/** The picture's description: the watch's name and the section ('Heritage Chronograph — the movement'). */
export const featureImageAlt = (name: string, title: string): string =>
  `${name} — ${title.charAt(0).toLowerCase()}${title.slice(1)}`;

function sections(w: WatchPlan): { title: string; body: string; view: MediaView }[] {
  const first = w.variations[0];
  const colour = first ? COLOURS[first.colour].label.toLowerCase() : 'midnight blue';
  const [movement, sides, dial] = FEATURE_TITLES;
  return [
    { title: movement, body: MOVEMENT_TEXT[w.model.complication], view: 'back' },
    { title: sides, body: caseText(w.model), view: 'side' },
    { title: dial, body: dialText(w.model, colour), view: 'front' },
  ];
}

/** Three parallax sections per watch (movement, case, dial) and each watch's family. */
export function featureRows(watches: readonly WatchPlan[], ids: ReadonlyMap<string, number>): FeatureRow[] {
  return watches.flatMap((w) => {
    const first = w.variations[0];
    if (!first) return [];
    return sections(w).map((section, position) => {
      const film = position === 2 ? FEATURE_FILMS[w.sku] : undefined;
      return {
        product_id: idOf(ids, w.sku),
        position,
        title: section.title,
        body: section.body,
        image_url: film ? `/media/video/${film}.jpg` : productMediaUrl(first.sku, section.view),
        image_alt: featureImageAlt(w.model.name, section.title),
        image_width: film ? 480 : 800,
        image_height: film ? 480 : 800,
        video_url: film ? `/media/video/${film}.mp4` : null,
      };
    });
  });
}

export async function insertProductFeatures(
  q: Queryable,
  watches: readonly WatchPlan[],
  ids: ReadonlyMap<string, number>,
): Promise<void> {
  await insertRows(q, 'product_feature', FEATURE_COLUMNS, featureRows(watches, ids));
  await insertRows(
    q,
    'product_family',
    { product_id: 'int', family: 'text' },
    watches.map((w) => ({ product_id: idOf(ids, w.sku), family: FAMILIES[w.model.complication] })),
  );
}

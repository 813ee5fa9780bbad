import { caseSizeLabel, MATERIALS, type MaterialCode } from './attributes';
import type { Complication, WatchModel } from './models';
import type { Prng } from './prng';

export interface Specification {
  label: string;
  value: string;
}

const LEADS: Record<string, string> = {
  heritage: 'Drawn from a 1930s design kept in our archive, it keeps the proportions of the original.',
  navigator: 'Made for the sea, and tested well beyond anything a summer swim will ask of it.',
  atelier: 'It is assembled from the first screw to the last by a single watchmaker in our Atelier.',
  lumiere: 'Softly curved, with a dial that answers every change of light.',
  horizon: 'It is made for travellers who would rather read the time than calculate it.',
  meridian: 'Its lines come from the cockpit instruments of the first long-distance flights.',
};

const FUNCTIONS: Record<Complication, string> = {
  CHR: 'times intervals to a fifth of a second, with pushers set close to the case so the profile stays clean.',
  AUT: 'is a watch for every day: a self-winding movement, a clear dial and a date at three o’clock.',
  SSC: 'sets the seconds apart in a sunken sub-dial above six o’clock, as watchmakers drew them a century ago.',
  GMT: 'shows a second time zone with a slender arrow-tipped hand, set in one-hour jumps without stopping the watch.',
  MPH: 'follows the moon across a starry disc that needs correcting only once every 122 years.',
  DIV: 'pairs a unidirectional ceramic bezel with a screw-down crown and indices that glow at depth.',
  TOU: 'reveals a one-minute tourbillon at six o’clock, its cage lighter than a third of a gram.',
  PER: 'knows the length of every month and every leap year, and will not need adjusting until 2100.',
};

const CASES: Record<MaterialCode, string> = {
  steel: 'The case is cut from stainless steel, alternately brushed and polished,',
  rosegold: 'The case is crafted in 18k rose gold, a warm alloy developed by the manufacture,',
  whitegold: 'The case is crafted in 18k white gold and polished to a soft mirror,',
  titanium: 'The case is machined from titanium, light enough to forget on the wrist,',
  platinum: 'The case is crafted in platinum, the densest of precious metals,',
  alligator: '',
  calfskin: '',
  nubuck: '',
  rubber: '',
  mesh: '',
};

export const ENDINGS = [
  'and the movement, visible through a sapphire caseback, is decorated with Geneva stripes.',
  'and every bevel of the movement is polished by hand before the watch is cased.',
  'and each watch is regulated in five positions before it leaves the workshop.',
  'and the caseback carries an individual number, engraved in the workshop.',
];

export function watchDescription(model: WatchModel, prng: Prng): string {
  const first = `${LEADS[model.collection] ?? ''} The ${model.name} ${FUNCTIONS[model.complication]}`;
  const second = `${CASES[model.material]} ${prng.pick(ENDINGS)}`;
  return `${first}\n\n${second}`;
}

export const MOVEMENTS: Record<Complication, [string, number]> = {
  CHR: ['Calibre MA 3120, automatic column-wheel chronograph', 60],
  AUT: ['Calibre MA 2100, automatic, date', 70],
  SSC: ['Calibre MA 1450, hand-wound, small seconds', 56],
  GMT: ['Calibre MA 2240, automatic, second time zone', 70],
  MPH: ['Calibre MA 2160, automatic, moon phase', 65],
  DIV: ['Calibre MA 2100, automatic, date', 70],
  TOU: ['Calibre MA 9800, hand-wound, one-minute tourbillon', 80],
  PER: ['Calibre MA 5200, automatic perpetual calendar', 48],
};

export function waterResistance(model: WatchModel): string {
  if (model.complication === 'DIV')
    return model.name.includes('Deep Sea') ? '1000 m (100 bar)' : '300 m (30 bar)';
  if (model.collection === 'navigator') return '100 m (10 bar)';
  if (model.collection === 'atelier') return '30 m (3 bar)';
  return '50 m (5 bar)';
}

export function watchSpecifications(model: WatchModel): Specification[] {
  const [movement, hours] = MOVEMENTS[model.complication];
  return [
    { label: 'Movement', value: movement },
    { label: 'Power reserve', value: `${hours} hours` },
    { label: 'Case material', value: MATERIALS[model.material] },
    { label: 'Water resistance', value: waterResistance(model) },
    {
      label: 'Crystal',
      value:
        model.collection === 'heritage'
          ? 'Domed sapphire, anti-reflective on the inside'
          : 'Sapphire, anti-reflective on both sides',
    },
    { label: 'Diameter', value: model.sizes.map(caseSizeLabel).join(' or ') },
  ];
}

import type { CaseSize, ColourCode, MaterialCode } from './attributes';

/** Complication codes, used in SKUs (MA-HER-CHR-01) and to write specifications and descriptions. */
export type Complication = 'CHR' | 'AUT' | 'SSC' | 'GMT' | 'MPH' | 'DIV' | 'TOU' | 'PER';

export interface WatchModel {
  collection: string;
  name: string;
  complication: Complication;
  material: MaterialCode;
  /** The first size is the default variation's. */
  sizes: readonly CaseSize[];
  /** Dial colours; the first is the default variation's. */
  colours: readonly ColourCode[];
  /** Price in euros of the first size; a larger size costs a little more. */
  eur: number;
}

const m = (
  collection: string,
  name: string,
  complication: Complication,
  material: MaterialCode,
  sizes: CaseSize[],
  colours: ColourCode[],
  eur: number,
): WatchModel => ({ collection, name, complication, material, sizes, colours, eur });

/** The 40 watches of the catalogue, curated by hand so names and prices read like a real range. */
export const WATCH_MODELS: readonly WatchModel[] = [
  m('heritage', 'Heritage Chronograph', 'CHR', 'steel', [40, 42], ['BLU', 'SIL'], 6450),
  m('heritage', 'Heritage Automatic', 'AUT', 'steel', [38, 40], ['IVO', 'BLK', 'SAL'], 3950),
  m('heritage', 'Heritage Small Seconds', 'SSC', 'rosegold', [39], ['SAL', 'IVO'], 14800),
  m('heritage', 'Heritage Moonphase', 'MPH', 'rosegold', [40], ['BLU', 'IVO', 'BUR'], 18900),
  m('heritage', 'Heritage Date', 'AUT', 'steel', [36, 38], ['SIL', 'GRN'], 3450),
  m('heritage', 'Heritage Grande Date', 'AUT', 'steel', [40], ['ANT', 'SIL'], 5200),
  m('heritage', 'Heritage Regulator', 'SSC', 'whitegold', [39], ['IVO', 'BLU'], 15600),
  m('navigator', 'Navigator Diver 300', 'DIV', 'steel', [42, 44], ['BLK', 'BLU'], 4950),
  m('navigator', 'Navigator Chronograph', 'CHR', 'titanium', [42], ['ANT', 'BLU', 'GRN'], 7900),
  m('navigator', 'Navigator GMT', 'GMT', 'steel', [41], ['BLK', 'GRN'], 5800),
  m('navigator', 'Navigator Diver Titanium', 'DIV', 'titanium', [42, 44], ['ANT', 'GRN'], 6200),
  m('navigator', 'Navigator Automatic', 'AUT', 'steel', [39, 41], ['BLU', 'SIL', 'BLK'], 3650),
  m('navigator', 'Navigator Regatta Chronograph', 'CHR', 'steel', [42], ['IVO', 'BLU'], 6900),
  m('navigator', 'Navigator Deep Sea', 'DIV', 'titanium', [44], ['BLK', 'BLU'], 8400),
  m('atelier', 'Atelier Tourbillon', 'TOU', 'platinum', [40], ['SIL', 'BLU'], 27800),
  m('atelier', 'Atelier Perpetual Calendar', 'PER', 'rosegold', [40], ['IVO', 'BLU'], 26500),
  m('atelier', 'Atelier Moonphase', 'MPH', 'whitegold', [39], ['BLU', 'ANT'], 21500),
  m('atelier', 'Atelier Small Seconds', 'SSC', 'whitegold', [38, 40], ['IVO', 'BUR'], 16400),
  m('atelier', 'Atelier Split-Seconds Chronograph', 'CHR', 'rosegold', [41], ['SIL', 'BLK'], 27500),
  m('atelier', 'Atelier Ultra-Thin', 'SSC', 'rosegold', [38, 40], ['IVO', 'SAL'], 15200),
  m('lumiere', 'Lumière Automatic', 'AUT', 'steel', [32, 34], ['CHA', 'SAL'], 2900),
  m('lumiere', 'Lumière Moonphase', 'MPH', 'rosegold', [34], ['BLU', 'IVO'], 13900),
  m('lumiere', 'Lumière Joaillerie', 'SSC', 'whitegold', [32], ['IVO', 'BUR', 'BLU'], 19800),
  m('lumiere', 'Lumière Small Seconds', 'SSC', 'steel', [34, 36], ['SAL', 'GRN'], 3900),
  m('lumiere', 'Lumière Date', 'AUT', 'steel', [32], ['SIL', 'BLU'], 3100),
  m('lumiere', 'Lumière Étoile', 'AUT', 'rosegold', [34], ['CHA', 'BUR'], 11800),
  m('lumiere', 'Lumière Chronograph', 'CHR', 'steel', [36], ['IVO', 'BLU', 'SAL'], 5900),
  m('horizon', 'Horizon GMT', 'GMT', 'steel', [40, 42], ['BLU', 'BLK'], 5600),
  m('horizon', 'Horizon World Time', 'GMT', 'rosegold', [41], ['BLU', 'IVO'], 22900),
  m('horizon', 'Horizon Dual Time', 'GMT', 'titanium', [40], ['ANT', 'SIL'], 6700),
  m('horizon', 'Horizon Chronograph', 'CHR', 'steel', [42], ['GRN', 'SIL'], 6600),
  m('horizon', 'Horizon Automatic', 'AUT', 'steel', [39, 41], ['BLU', 'SAL'], 3800),
  m('horizon', 'Horizon Explorer', 'AUT', 'titanium', [41], ['BLK', 'GRN', 'ANT'], 4700),
  m('meridian', 'Meridian Pilot Chronograph', 'CHR', 'steel', [42, 43], ['BLK', 'ANT'], 6300),
  m('meridian', 'Meridian Pilot Automatic', 'AUT', 'steel', [40, 42], ['BLK', 'BLU'], 3700),
  m('meridian', 'Meridian Flyback', 'CHR', 'titanium', [42], ['ANT', 'GRN'], 8900),
  m('meridian', 'Meridian GMT', 'GMT', 'steel', [41], ['BLU', 'BLK'], 5500),
  m('meridian', 'Meridian Grande Date', 'AUT', 'steel', [41], ['SIL', 'BLK'], 4900),
  m('meridian', 'Meridian Small Seconds', 'SSC', 'steel', [40], ['IVO', 'GRN'], 4300),
  m('meridian', 'Meridian Power Reserve', 'SSC', 'rosegold', [40], ['BLK', 'SAL'], 16900),
];

import type { ColourCode, MaterialCode } from '../attributes';
import type { Complication, WatchModel } from '../models';
import type { StrapKind } from '../straps';

/**
 * The demo catalogue in one language other than English: what an editor would write for the store views of
 * that language. Watch and strap texts are composed from the same parts as the English ones (descriptions.ts,
 * straps.ts), so each piece is translated once and every product reads naturally.
 */
export interface CatalogueTranslation {
  /** Category names and descriptions by URL path (a collection's category shares its collection's text). */
  categories: Record<string, { name?: string; description?: string }>;
  /** Collection descriptions by code (names are the house's and stay as they are). */
  collectionDescriptions: Record<string, string>;
  colours: Record<ColourCode, string>;
  materials: Record<MaterialCode, string>;
  /** What parts two sentences: a space in French and German, nothing after a Japanese full stop (。). */
  sentenceGap: string;
  watch: {
    leads: Record<string, string>;
    /** The second sentence of a description: the watch's name and what its complication does. */
    functionSentence: (name: string, complication: Complication) => string;
    cases: Partial<Record<MaterialCode, string>>;
    /** The same four endings as the English, in the same order (the English picks one per watch). */
    endings: readonly [string, string, string, string];
    movements: Record<Complication, string>;
    specificationLabels: {
      movement: string;
      powerReserve: string;
      caseMaterial: string;
      waterResistance: string;
      crystal: string;
      diameter: string;
    };
    powerReserve: (hours: number) => string;
    crystal: { domed: string; flat: string };
    /** '40 mm or 42 mm' in this language. */
    sizes: (labels: string[]) => string;
    waterResistance: (model: WatchModel, english: string) => string;
  };
  strap: {
    /** 'Midnight blue alligator leather strap, 20 mm' (colour null: the mesh bracelet). */
    name: (material: MaterialCode, colour: string | null, width: number) => string;
    description: (material: MaterialCode, kind: StrapKind, width: number) => string;
    specificationLabels: { material: string; lugWidth: string; buckle: string; length: string };
    buckles: Record<string, string>;
    lengths: { leather: string; metalRubber: string };
  };
}

import type { Complication } from '../../models';

/**
 * The product page's stored content in one language other than English (seed step 029): the parallax
 * sections, the custom options and their choices, the engraving conditions and the size guides' labels.
 * Materials, colours and case sizes come from the same language's CatalogueTranslation, so a colour reads
 * the same on the dial section as on the swatch.
 */
export interface ProductContentTranslation {
  features: {
    /** 'The movement', 'The case', 'The dial', in that order (features.ts FEATURE_TITLES). */
    titles: readonly [string, string, string];
    movements: Record<Complication, string>;
    /** 'Stainless steel, 40 mm or 42 mm across, with a sapphire crystal on either side.' */
    caseBody: (material: string, sizes: string) => string;
    /** 'A midnight blue dial, lacquered in twelve coats … for the Heritage Chronograph.' (colour as listed) */
    dialBody: (colour: string, watchName: string) => string;
  };
  options: {
    /** Option titles by option code (custom-options.ts). */
    titles: Record<'engraving' | 'strap_length', string>;
    /** The strap lengths by value code: 'Standard, 115 / 75 mm'. */
    strapLengths: Record<'standard' | 'short' | 'long', string>;
    engravingConditions: { title: string; text: string };
  };
  /** Size guide labels by the seed's SIZE_GUIDES key. */
  sizeGuides: Record<'watch' | 'strap', string>;
}

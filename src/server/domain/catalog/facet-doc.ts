import type { CheckboxFilterCode } from './listing-params';

/** What filtering, counting and sorting need to know about one listed product. */
export interface FacetDoc {
  id: number;
  position: number;
  name: string;
  createdAt: number;
  /** Price in minor units of the store currency. */
  price: number;
  saleable: boolean;
  /** Option ids per checkbox filter (a watch has one collection but several dial colours). */
  options: Record<CheckboxFilterCode, number[]>;
  /** Search relevance; 0 outside search. */
  rank: number;
}

export interface AttributeOption {
  id: number;
  attributeCode: string;
  label: string;
  swatch: string | null;
  sortOrder: number;
}

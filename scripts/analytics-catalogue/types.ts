/** An event's origin: an action the composed maps turn into it, or a direct push (the tag loader's own). */
export type CatalogueSource =
  | { kind: 'action'; actionType: string; mapFile: string; dispatchedBy: string[] }
  | { kind: 'direct'; file: string };

export interface CatalogueEvent {
  /** The `event` value the tag manager receives. */
  name: string;
  /** One list of `field: type` lines per member of the union with this name (`stories` has two). */
  variants: string[][];
  sources: CatalogueSource[];
}

export type Catalogue = CatalogueEvent[];

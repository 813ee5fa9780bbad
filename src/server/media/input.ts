import type { Queryable } from '../db/types';
import type { MediaView } from './path';
import { isHexColour } from './svg';

/** Everything a product picture is drawn from; the same input always gives the same SVG. */
export interface ProductImageInput {
  sku: string;
  /** Product name, engraved on the caseback and read for the dial's complications ('Chronograph', 'GMT'...). */
  name: string;
  kind: 'watch' | 'strap';
  view: MediaView;
  /** Dial colour of a watch, leather or rubber colour of a strap: '#rrggbb'. */
  colour: string;
  /** Case material of a watch, strap material of a strap, as labelled in the catalogue. */
  material: string;
  /** Case diameter of a watch, lug width of a strap, in millimetres. */
  sizeMm: number;
}

/** The product facts the picture needs, as one row of PRODUCT_IMAGE_SQL returns them. */
export interface ProductImageRow {
  sku: string;
  name: string;
  swatch: string | null;
  material_label: string | null;
  category_type: number;
  case_size_label: string | null;
}

/**
 * One product by SKU ($1). A configurable parent has no colour or size of its own: it borrows those of
 * its default variation (lowest position), so a parent's SKU renders like its first variation.
 */
export const PRODUCT_IMAGE_SQL = `
  select p.sku, p.name, p.category_type,
         coalesce(colour.swatch, child_colour.swatch) as swatch,
         material.label as material_label,
         coalesce(size.label, child_size.label) as case_size_label
    from product p
    left join attribute_option colour on colour.id = p.colour_option_id
    left join attribute_option material on material.id = p.material_option_id
    left join attribute_option size on size.id = p.case_size_option_id
    left join lateral (
      select c.colour_option_id, c.case_size_option_id from product c
       where c.parent_id = p.id order by c.position, c.id limit 1
    ) child on true
    left join attribute_option child_colour on child_colour.id = child.colour_option_id
    left join attribute_option child_size on child_size.id = child.case_size_option_id
   where p.sku = $1`;

const STRAP_CATEGORY_TYPE = 1;

function sizeFrom(...sources: (string | null)[]): number | undefined {
  for (const source of sources) {
    const match = source ? /(\d{2})(?:\s*mm)?\s*$/.exec(source.trim()) : null;
    // Below 12 mm it is a model number (MA-HER-CHR-01), not a size.
    if (match?.[1] && Number(match[1]) >= 12) return Number(match[1]);
  }
  return undefined;
}

export function productImageInputFromRow(row: ProductImageRow, view: MediaView): ProductImageInput {
  const kind = Number(row.category_type) === STRAP_CATEGORY_TYPE ? 'strap' : 'watch';
  // A strap's lug width is in its name ('…, 20 mm') and SKU (…-20); a watch's size is an attribute.
  const size = sizeFrom(row.case_size_label, kind === 'strap' ? row.name : null, row.sku);
  return {
    sku: row.sku,
    name: row.name,
    kind,
    view,
    colour:
      row.swatch && isHexColour(row.swatch)
        ? row.swatch.toLowerCase()
        : kind === 'strap'
          ? '#2b1b14'
          : '#1d2a4a',
    material: row.material_label ?? (kind === 'strap' ? 'Calfskin' : 'Stainless steel'),
    sizeMm: Math.min(48, Math.max(kind === 'strap' ? 12 : 28, size ?? (kind === 'strap' ? 20 : 40))),
  };
}

/** Looks a product up by SKU for its picture; undefined when there is no such product. */
export async function loadProductImageInput(
  q: Queryable,
  sku: string,
  view: MediaView,
): Promise<ProductImageInput | undefined> {
  const { rows } = await q.query<ProductImageRow>(PRODUCT_IMAGE_SQL, [sku]);
  const row = rows[0];
  return row ? productImageInputFromRow(row, view) : undefined;
}

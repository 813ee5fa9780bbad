import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';

export type WatchLookupProduct = components['schemas']['WatchLookupProduct'];

/** One watch of the brand's registry, with who holds it (null: nobody yet). */
export interface RegistryWatch {
  serial: string;
  product: WatchLookupProduct;
  ownerId: number | null;
}

interface Row {
  serial: string;
  product_id: number;
  sku: string;
  name: string;
  image: WatchLookupProduct['image'];
  owner_id: number | null;
}

// The product's first image, or its configurable parent's (variations may have none of their own).
const SELECT = `
select r.serial, p.id as product_id, p.sku, p.name, w.customer_id as owner_id,
       coalesce(
         (select json_build_object('url', m.url, 'alt', m.alt, 'width', m.width, 'height', m.height)
            from product_media m where m.product_id = p.id and m.media_type = 'image'
           order by m.position, m.id limit 1),
         (select json_build_object('url', m.url, 'alt', m.alt, 'width', m.width, 'height', m.height)
            from product_media m where m.product_id = p.parent_id and m.media_type = 'image'
           order by m.position, m.id limit 1)) as image
  from watch_registry r
  join product p on p.id = r.product_id
  left join registered_watch w on w.serial = r.serial`;

const toWatch = (r: Row): RegistryWatch => ({
  serial: r.serial,
  product: { product_sku: r.sku, product_id: r.product_id, name: r.name, image: r.image },
  ownerId: r.owner_id,
});

/** The registry's watch with this serial (serials are stored in upper case), or null. */
export async function watchBySerial(q: Queryable, serial: string): Promise<RegistryWatch | null> {
  const { rows } = await q.query<Row>(`${SELECT} where r.serial = upper($1)`, [serial]);
  return rows[0] ? toWatch(rows[0]) : null;
}

/** Every watch carrying this caseback number (one per model at most in the brand's numbering), by name. */
export async function watchesByCaseback(q: Queryable, caseback: string): Promise<RegistryWatch[]> {
  const { rows } = await q.query<Row>(`${SELECT} where r.caseback = $1 order by p.name, r.serial`, [
    caseback,
  ]);
  return rows.map(toWatch);
}

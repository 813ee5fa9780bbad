import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { catalogCacheFor } from './catalog-cache';
import type { CategoryRow } from './category-row';
import { DEFAULT_TEXTS, type StoreTexts } from './store-text';
import { storePaths } from '../../../common/store-paths';

type CategoryNode = components['schemas']['CategoryNode'];

/** Every category with its count of listed products; outside a transaction from the catalogue cache. */
export function loadCategories(db: Queryable): Promise<CategoryRow[]> {
  const cache = catalogCacheFor(db);
  if (!cache) return queryCategories(db);
  // Counting the products of every category reads the whole catalogue (0.4 s at 20,000 products on PGlite).
  return cache.memo(cache.categories, cache.generation, 'all', () => queryCategories(db));
}

/** One category (a listing's heading), from the cached categories: no query per listing request. */
export async function findCategory(db: Queryable, id: number): Promise<CategoryRow | null> {
  return (await loadCategories(db)).find((c) => c.id === id) ?? null;
}

/** The `url_path`s of the tree's categories, per loaded rows (cached with them, forgotten with them). */
const treePaths = new WeakMap<CategoryRow[], ReadonlySet<string>>();

/**
 * Whether a category page exists: the client finds a category's page in the tree (`findCategoryByPath` over
 * getCategoryTree), so only a category the tree holds has one. From the cached categories: no query.
 */
export async function categoryPageExists(db: Queryable, urlPath: string): Promise<boolean> {
  const rows = await loadCategories(db);
  let paths = treePaths.get(rows);
  if (!paths) {
    const found = new Set<string>();
    const walk = (nodes: CategoryNode[]) =>
      nodes.forEach((n) => {
        found.add(n.url_path);
        walk(n.children);
      });
    walk(buildTree(rows, ''));
    paths = found;
    treePaths.set(rows, paths);
  }
  return paths.has(urlPath);
}

async function queryCategories(db: Queryable): Promise<CategoryRow[]> {
  const { rows } = await db.query<CategoryRow>(
    `select c.id, c.parent_id, c.url_key, c.url_path, c.name, c.description, c.level, c.display_mode,
            c.category_type, c.include_in_menu,
            (select count(*)::int from category_product cp join product p on p.id = cp.product_id
              where cp.category_id = c.id and p.is_visible and p.parent_id is null) as product_count
       from category c order by c.level, c.position, c.id`,
  );
  return rows;
}

/** The category tree of a store view: its own names and descriptions (`texts`) over the default ones. */
export function buildTree(
  rows: CategoryRow[],
  storeCode: string,
  texts: StoreTexts = DEFAULT_TEXTS,
): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    if (!r.include_in_menu) continue;
    const node: CategoryNode = {
      entity_id: r.id,
      name: texts.text('category', r.id, 'name', r.name),
      level: r.level,
      url_key: r.url_key,
      url_path: r.url_path,
      full_url: storePaths.category(storeCode, r.url_path),
      display_mode: r.display_mode,
      category_type: r.category_type,
      product_count: r.product_count,
      description: texts.text('category', r.id, 'description', r.description),
      image: null,
      children: [],
    };
    nodes.set(r.id, node);
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    if (parent) parent.children.push(node);
    else if (r.parent_id === null) roots.push(node);
  }
  return roots;
}

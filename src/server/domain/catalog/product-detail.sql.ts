import { metaDescription } from './meta-description';
import { BRAND } from '../../../../config/stores';
import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { loadProductExtras } from '../product-options/product-extras';
import type { StoreView } from '../store/store-registry';
import { loadListItems } from './list-items.sql';
import { filterLabels } from './messages';
import { loadProductFeatures } from './product-features.sql';
import { storeIntl } from '../i18n/store-intl';
import type { StoreTexts } from './store-text';
import { loadStoreTexts } from './store-texts';
import { loadProductPageVariations } from './product-variations.sql';
import { storePaths } from '../../../common/store-paths';
import { type MediaItem, type ProductDetail, type EnumOf } from '../../../common/contract/facts.gen';

type ProductDetail = components['schemas']['ProductDetail'];
type ConfigurableOption = components['schemas']['ConfigurableOption'];

interface HeadRow {
  id: number;
  type: EnumOf<typeof ProductDetail.type>;
  description: string;
  specifications: { label: string; value: string }[];
}

interface VariantAttributes {
  id: number;
  colour_id: number | null;
  case_size_id: number | null;
  case_size_label: string | null;
}

/** A product page's data by URL key; null when no visible product has that key. */
export async function loadProductDetail(
  db: Queryable,
  store: StoreView,
  urlKey: string,
  /** Set to when the oldest list item the page shows was read (`loadListItems`). */
  itemsReadAt?: { oldest: number },
): Promise<ProductDetail | null> {
  const { rows } = await db.query<HeadRow>(
    `select id, type, description, specifications from product
      where url_key = $1 and parent_id is null and is_visible`,
    [urlKey],
  );
  const head = rows[0];
  if (!head) return null;
  const [[item], texts] = await Promise.all([
    loadListItems(db, [head.id], store, itemsReadAt),
    loadStoreTexts(db, store.id),
  ]);
  if (!item) return null;
  const [media, attrs, crumbs, features, variations, extras] = await Promise.all([
    db.query<{
      id: number;
      media_type: EnumOf<typeof MediaItem.media_type>;
      url: string;
      alt: string;
      width: number;
      height: number;
      video_url: string | null;
      video_title: string | null;
      video_title_default: string | null;
      video_loop: boolean;
      use_youtube_nocookie: boolean;
    }>(
      `select id, media_type, url, alt, width, height, video_url, video_title,
              video_title_default, video_loop, use_youtube_nocookie
         from product_media where product_id = $1 order by position, id`,
      [head.id],
    ),
    db.query<VariantAttributes>(
      `select p.id, p.colour_option_id as colour_id, p.case_size_option_id as case_size_id, cs.label as case_size_label
         from product p left join attribute_option cs on cs.id = p.case_size_option_id
        where p.parent_id = $1`,
      [head.id],
    ),
    loadBreadcrumbs(db, head.id, store.code, texts),
    loadProductFeatures(db, head.id, texts),
    loadProductPageVariations(db, store, head.id, itemsReadAt),
    loadProductExtras(db, store, head.id, texts),
  ]);
  const intl = storeIntl(store);
  const description = texts.text('product', head.id, 'description', head.description);
  const specifications = storeSpecifications(texts.text('product', head.id, 'specifications', null), head);
  const attributes = new Map(attrs.rows.map((a) => [a.id, a]));
  const firstImage = media.rows.findIndex((m) => m.media_type === 'image');
  const paragraphs = description.split(/\n\s*\n/);
  return {
    id: item.id,
    sku: item.sku,
    type: head.type,
    name: item.name,
    url_key: item.url_key,
    url: item.url,
    description,
    collection: item.collection,
    category_type: item.category_type,
    price: item.price,
    is_saleable: item.is_saleable,
    stock_status: item.stock_status,
    media_gallery: media.rows.map((m, i) => ({ ...m, is_base: i === firstImage })),
    configurable_options: configurableOptions(item.variations, attributes, {
      colour: intl.formatMessage(filterLabels.colour),
      caseSize: intl.formatMessage(filterLabels.case_size),
    }),
    variants: item.variations.map((v) => {
      const a = attributes.get(v.id);
      const attributeMap: Record<string, number> = {};
      if (a?.colour_id != null) attributeMap.colour = a.colour_id;
      if (a?.case_size_id != null) attributeMap.case_size = a.case_size_id;
      return {
        id: v.id,
        sku: v.sku,
        attributes: attributeMap,
        price: v.price,
        is_saleable: v.is_saleable,
        stock_status: v.stock_status,
        image: v.image,
      };
    }),
    specifications,
    breadcrumbs: crumbs,
    meta_title: `${item.name} | ${BRAND.name}`,
    meta_description: metaDescription(paragraphs[0] ?? item.name),
    features,
    ...(variations ? { variations } : {}),
    ...extras,
  };
}

function configurableOptions(
  variations: components['schemas']['ProductVariation'][],
  attributes: Map<number, VariantAttributes>,
  labels: { colour: string; caseSize: string },
): ConfigurableOption[] {
  const colours = new Map<number, { label: string; swatch: string | null }>();
  const sizes = new Map<number, string>();
  for (const v of variations) {
    if (v.colour) colours.set(v.colour.id, { label: v.colour.label, swatch: v.colour.swatch });
    const a = attributes.get(v.id);
    if (a?.case_size_id != null && a.case_size_label) sizes.set(a.case_size_id, a.case_size_label);
  }
  const options: ConfigurableOption[] = [];
  if (colours.size) {
    options.push({
      code: 'colour',
      label: labels.colour,
      values: [...colours].map(([id, c]) => ({ value_index: id, label: c.label, swatch: c.swatch })),
    });
  }
  if (sizes.size) {
    options.push({
      code: 'case_size',
      label: labels.caseSize,
      values: [...sizes]
        .sort((a, b) => a[1].localeCompare(b[1], 'en', { numeric: true }))
        .map(([id, label]) => ({ value_index: id, label, swatch: null })),
    });
  }
  return options;
}

/** The deepest category of the product, with its ancestors, as breadcrumbs. */
async function loadBreadcrumbs(db: Queryable, productId: number, storeCode: string, texts: StoreTexts) {
  const { rows } = await db.query<{ id: number; name: string; url_path: string }>(
    `with recursive leaf as (
       select c.* from category c join category_product cp on cp.category_id = c.id
        where cp.product_id = $1 order by c.level desc, c.position limit 1
     ), chain as (
       select id, parent_id, name, url_path, level from leaf
       union all
       select c.id, c.parent_id, c.name, c.url_path, c.level from category c join chain on c.id = chain.parent_id
     )
     select id, name, url_path from chain order by level`,
    [productId],
  );
  return rows.map((r) => ({
    name: texts.text('category', r.id, 'name', r.name),
    url: storePaths.category(storeCode, r.url_path),
  }));
}

/**
 * The specifications in a store view's language: its own list (JSON, as an editor writes it for that store
 * view) when it is a list of label/value pairs of the same length as the default, else the default.
 */
function storeSpecifications(
  stored: string | null,
  head: { specifications: { label: string; value: string }[] },
): { label: string; value: string }[] {
  if (stored === null) return head.specifications;
  try {
    const parsed: unknown = JSON.parse(stored);
    const valid =
      Array.isArray(parsed) &&
      parsed.length === head.specifications.length &&
      parsed.every(
        (s: unknown) =>
          typeof s === 'object' &&
          s !== null &&
          typeof (s as { label?: unknown }).label === 'string' &&
          typeof (s as { value?: unknown }).value === 'string',
      );
    return valid ? (parsed as { label: string; value: string }[]) : head.specifications;
  } catch {
    return head.specifications;
  }
}

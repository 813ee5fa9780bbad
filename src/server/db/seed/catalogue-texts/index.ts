import { caseSizeLabel, COLOURS, MATERIALS, type ColourCode, type MaterialCode } from '../attributes';
import { ENDINGS, MOVEMENTS, waterResistance, type Specification } from '../descriptions';
import { WATCH_MODELS, type WatchModel } from '../models';
import { STRAP_MATERIALS } from '../straps';
import type { Queryable } from '../../types';
import { DE } from './de';
import { FR } from './fr';
import { JA } from './ja';
import { insertLanguageTexts, type TextRow } from './insert-texts';
import type { CatalogueTranslation } from './types';

export const CATALOGUE_TEXTS_STEP = '028_catalogue_texts';

/** The demo catalogue's text by language code (the stores' `language_code`). */
export const CATALOGUE_TRANSLATIONS: Readonly<Record<string, CatalogueTranslation>> = {
  fr: FR,
  de: DE,
  ja: JA,
};

const invert = <K extends string>(record: Record<K, string>): Map<string, K> =>
  new Map(Object.entries(record).map(([code, label]) => [label as string, code as K]));
const COLOUR_BY_LABEL = invert<ColourCode>(
  Object.fromEntries(Object.entries(COLOURS).map(([c, v]) => [c, v.label])) as Record<ColourCode, string>,
);
const MATERIAL_BY_LABEL = invert<MaterialCode>(MATERIALS);

function watchTexts(
  t: CatalogueTranslation,
  model: WatchModel,
  english: string,
): { description: string; specifications: Specification[] } {
  const ending = Math.max(
    0,
    ENDINGS.findIndex((e) => english.endsWith(e)),
  );
  const lead = t.watch.leads[model.collection] ?? '';
  const paragraphs = [
    [lead, t.watch.functionSentence(model.name, model.complication)],
    [t.watch.cases[model.material] ?? '', t.watch.endings[ending as 0]],
  ];
  const description = paragraphs
    .map((sentences) => sentences.filter(Boolean).join(t.sentenceGap))
    .join('\n\n')
    .trim();
  const labels = t.watch.specificationLabels;
  const specifications = [
    { label: labels.movement, value: t.watch.movements[model.complication] },
    { label: labels.powerReserve, value: t.watch.powerReserve(MOVEMENTS[model.complication][1]) },
    { label: labels.caseMaterial, value: t.materials[model.material] },
    { label: labels.waterResistance, value: t.watch.waterResistance(model, waterResistance(model)) },
    {
      label: labels.crystal,
      value: model.collection === 'heritage' ? t.watch.crystal.domed : t.watch.crystal.flat,
    },
    { label: labels.diameter, value: t.watch.sizes(model.sizes.map(caseSizeLabel)) },
  ];
  return { description, specifications };
}

function strapTexts(
  t: CatalogueTranslation,
  sku: string,
): { name: string; description: string; specifications: Specification[] } | null {
  const match = /^MA-STR-([A-Z]{3})-([A-Z]{3})-(\d+)$/.exec(sku);
  if (!match) return null;
  const [, skuCode, colourCode, widthText] = match;
  const entry = Object.entries(STRAP_MATERIALS).find(([, spec]) => spec.skuCode === skuCode);
  if (!entry) return null;
  const [material, spec] = entry as [MaterialCode, NonNullable<(typeof STRAP_MATERIALS)[MaterialCode]>];
  const width = Number(widthText);
  const colour = material === 'mesh' ? null : t.colours[colourCode as ColourCode];
  const labels = t.strap.specificationLabels;
  return {
    name: t.strap.name(material, colour, width),
    description: t.strap.description(material, spec.kind, width),
    specifications: [
      { label: labels.material, value: t.materials[material] },
      { label: labels.lugWidth, value: `${width} mm` },
      { label: labels.buckle, value: t.strap.buckles[spec.buckle] ?? spec.buckle },
      {
        label: labels.length,
        value: spec.kind === 'leather' ? t.strap.lengths.leather : t.strap.lengths.metalRubber,
      },
    ],
  };
}

/** What the demo catalogue says in one language, as store_view_text rows (without the store). */
async function languageRows(q: Queryable, t: CatalogueTranslation): Promise<TextRow[]> {
  const rows: TextRow[] = [];
  const categories = await q.query<{ id: number; url_path: string; collection_code: string | null }>(
    `select c.id, c.url_path, col.code as collection_code from category c left join collection col on col.id = c.collection_id`,
  );
  for (const c of categories.rows) {
    const own = t.categories[c.url_path];
    if (own?.name) rows.push(['category', c.id, 'name', own.name]);
    const description =
      own?.description ?? (c.collection_code ? t.collectionDescriptions[c.collection_code] : undefined);
    if (description) rows.push(['category', c.id, 'description', description]);
  }
  const collections = await q.query<{ id: number; code: string }>('select id, code from collection');
  for (const c of collections.rows) {
    const description = t.collectionDescriptions[c.code];
    if (description) rows.push(['collection', c.id, 'description', description]);
  }
  const options = await q.query<{ id: number; attribute_code: string; label: string }>(
    `select id, attribute_code, label from attribute_option where attribute_code in ('colour', 'material')`,
  );
  for (const o of options.rows) {
    const colour = o.attribute_code === 'colour' ? COLOUR_BY_LABEL.get(o.label) : undefined;
    const material = o.attribute_code === 'material' ? MATERIAL_BY_LABEL.get(o.label) : undefined;
    const label = colour ? t.colours[colour] : material ? t.materials[material] : undefined;
    if (label) rows.push(['attribute_option', o.id, 'label', label]);
  }
  const products = await q.query<{
    id: number;
    sku: string;
    name: string;
    description: string;
    type: string;
  }>(`select id, sku, name, description, type from product where parent_id is null`);
  for (const p of products.rows) {
    const model = p.type === 'configurable' ? WATCH_MODELS.find((m) => m.name === p.name) : undefined;
    if (model) {
      const { description, specifications } = watchTexts(t, model, p.description);
      rows.push(['product', p.id, 'description', description]);
      rows.push(['product', p.id, 'specifications', JSON.stringify(specifications)]);
      continue;
    }
    const strap = strapTexts(t, p.sku);
    if (strap) {
      rows.push(['product', p.id, 'name', strap.name]);
      rows.push(['product', p.id, 'description', strap.description]);
      rows.push(['product', p.id, 'specifications', JSON.stringify(strap.specifications)]);
    }
  }
  return rows;
}

/**
 * Seed step 028: the demo catalogue in French, German and Japanese for every store view of those languages
 * (category names and descriptions, collection descriptions, colour and material names, watch and strap
 * descriptions and specifications, strap names; watch and collection names are the house's own). A text an
 * editor already wrote for a store view is kept.
 */
export function insertCatalogueTexts(q: Queryable): Promise<boolean> {
  return insertLanguageTexts(q, CATALOGUE_TRANSLATIONS, languageRows);
}

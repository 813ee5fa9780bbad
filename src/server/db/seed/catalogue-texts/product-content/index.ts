import type { Queryable } from '../../../types';
import { caseSizeLabel, COLOURS, type ColourCode } from '../../attributes';
import { ENGRAVING_RULES, OPTION_TITLES, SIZE_GUIDES, STRAP_LENGTHS } from '../../custom-options';
import { caseText, dialText, FEATURE_TITLES, featureImageAlt, MOVEMENT_TEXT } from '../../features';
import { WATCH_MODELS, type WatchModel } from '../../models';
import { CATALOGUE_TRANSLATIONS } from '../index';
import { insertLanguageTexts, type TextRow } from '../insert-texts';
import type { CatalogueTranslation } from '../types';
import { DE_PRODUCT_CONTENT } from './de';
import { FR_PRODUCT_CONTENT } from './fr';
import { JA_PRODUCT_CONTENT } from './ja';
import type { ProductContentTranslation } from './types';

export const PRODUCT_CONTENT_TEXTS_STEP = '029_product_content_texts';

interface Language {
  catalogue: CatalogueTranslation;
  content: ProductContentTranslation;
}

const LANGUAGES: Readonly<Record<string, Language>> = {
  fr: { catalogue: CATALOGUE_TRANSLATIONS.fr!, content: FR_PRODUCT_CONTENT },
  de: { catalogue: CATALOGUE_TRANSLATIONS.de!, content: DE_PRODUCT_CONTENT },
  ja: { catalogue: CATALOGUE_TRANSLATIONS.ja!, content: JA_PRODUCT_CONTENT },
};

const COLOUR_CODES = Object.keys(COLOURS) as ColourCode[];

/**
 * A section's text in the language, when the default is still the seed's English for this watch (a text an
 * editor has rewritten is not the one translated here, so it keeps reading the default).
 */
function featureBody(l: Language, model: WatchModel, section: number, english: string): string | undefined {
  const { catalogue: t, content: c } = l;
  if (section === 0) {
    return english === MOVEMENT_TEXT[model.complication]
      ? c.features.movements[model.complication]
      : undefined;
  }
  if (section === 1) {
    const sizes = t.watch.sizes(model.sizes.map(caseSizeLabel));
    return english === caseText(model) ? c.features.caseBody(t.materials[model.material], sizes) : undefined;
  }
  // The dial section names the colour of the watch's first variation, as the seed wrote it.
  const colour = COLOUR_CODES.find((code) => english === dialText(model, COLOURS[code].label.toLowerCase()));
  return colour ? c.features.dialBody(t.colours[colour], model.name) : undefined;
}

async function featureRows(q: Queryable, l: Language): Promise<TextRow[]> {
  const { rows } = await q.query<{
    id: number;
    position: number;
    title: string;
    body: string;
    image_alt: string;
    name: string;
  }>(
    `select f.id, f.position, f.title, f.body, f.image_alt, p.name
       from product_feature f join product p on p.id = f.product_id where p.type = 'configurable'`,
  );
  const out: TextRow[] = [];
  for (const f of rows) {
    const model = WATCH_MODELS.find((m) => m.name === f.name);
    // The seed's sections sit at positions 0-2; each field is matched against the seed's English on its own.
    const english = FEATURE_TITLES[f.position];
    if (!model || english === undefined) continue;
    const title = l.content.features.titles[f.position as 0];
    if (f.title === english) out.push(['product_feature', f.id, 'title', title]);
    const body = featureBody(l, model, f.position, f.body);
    if (body) out.push(['product_feature', f.id, 'body', body]);
    if (f.image_alt === featureImageAlt(model.name, english)) {
      out.push(['product_feature', f.id, 'image_alt', featureImageAlt(model.name, title)]);
    }
  }
  return out;
}

async function optionRows(q: Queryable, { content: c }: Language): Promise<TextRow[]> {
  const out: TextRow[] = [];
  const options = await q.query<{
    id: number;
    code: string;
    title: string;
    engraving: { conditions?: { title?: string; text?: string } } | null;
  }>('select id, code, title, engraving from product_custom_option');
  for (const o of options.rows) {
    const code = o.code as keyof typeof OPTION_TITLES;
    if (OPTION_TITLES[code] !== undefined && o.title === OPTION_TITLES[code]) {
      out.push(['custom_option', o.id, 'title', c.options.titles[code]]);
    }
    const conditions = o.engraving?.conditions;
    if (conditions?.title === ENGRAVING_RULES.conditions.title) {
      out.push(['custom_option', o.id, 'engraving_conditions_title', c.options.engravingConditions.title]);
    }
    if (conditions?.text === ENGRAVING_RULES.conditions.text) {
      out.push(['custom_option', o.id, 'engraving_conditions_text', c.options.engravingConditions.text]);
    }
  }
  const values = await q.query<{ id: number; code: string; title: string }>(
    `select v.id, v.code, v.title from product_custom_option_value v
       join product_custom_option o on o.id = v.option_id where o.code = 'strap_length'`,
  );
  for (const v of values.rows) {
    const length = STRAP_LENGTHS.find((s) => s.code === v.code && s.title === v.title);
    if (length) out.push(['custom_option_value', v.id, 'title', c.options.strapLengths[length.code]]);
  }
  return out;
}

async function sizeGuideRows(q: Queryable, { content: c }: Language): Promise<TextRow[]> {
  const { rows } = await q.query<{ id: number; code: string; label: string }>(
    'select id, code, label from size_guide',
  );
  return rows.flatMap((g): TextRow[] => {
    const kind = (Object.keys(SIZE_GUIDES) as (keyof typeof SIZE_GUIDES)[]).find(
      (k) => SIZE_GUIDES[k].code === g.code && SIZE_GUIDES[k].label === g.label,
    );
    return kind ? [['size_guide', g.id, 'label', c.sizeGuides[kind]]] : [];
  });
}

/**
 * Seed step 029: the product page's content in French, German and Japanese for every store view of those
 * languages (migration 029): the watches' parallax sections (titles, texts, picture descriptions), the custom
 * options' titles and choices, the engraving conditions and the size guides' labels. Only texts still as the
 * seed wrote them in English are translated; one an editor already wrote for a store view is kept.
 */
export function insertProductContentTexts(q: Queryable): Promise<boolean> {
  return insertLanguageTexts(q, LANGUAGES, async (tx, l) => [
    ...(await featureRows(tx, l)),
    ...(await optionRows(tx, l)),
    ...(await sizeGuideRows(tx, l)),
  ]);
}

import type { IntlShape, MessageDescriptor } from '@formatjs/intl';
import type { components } from '../../../common/contract/schema.gen';
import { ENGLISH_INTL } from '../i18n/api-message';
import { SERVER_LABELS } from '../i18n/server-labels';

type ListItem = components['schemas']['ProductListItem'];
type AttributeLabel = components['schemas']['CompareAttributeLabel'];
type Attribute = components['schemas']['CompareAttribute'];

export interface Specification {
  label: string;
  value: string;
}

export interface CompareSource {
  item: ListItem;
  specifications: readonly Specification[];
}

/** Rows read from the list item itself, before the product's own specifications. */
const DERIVED: {
  code: string;
  label: MessageDescriptor;
  value: (item: ListItem, intl: IntlShape) => string | null;
}[] = [
  {
    code: 'collection',
    label: SERVER_LABELS.compareCollection,
    value: (item) => item.collection?.name ?? null,
  },
  { code: 'case_size', label: SERVER_LABELS.compareCaseSize, value: caseSizes },
  { code: 'dial_colours', label: SERVER_LABELS.compareDialColours, value: dialColours },
];
/** Specifications that restate a derived row ('Diameter' lists the case sizes again). */
const RESTATED = new Set(['diameter']);

/**
 * The side-by-side table: one row per attribute any of the products has, in a fixed order (the derived rows,
 * then specifications as they first appear), and for every product one value per row (null where it has none).
 * Rows no product has a value for are left out, so a list of straps shows no empty "Dial colours" row.
 */
export function compareRows(
  sources: readonly CompareSource[],
  intl: IntlShape = ENGLISH_INTL,
): {
  labels: AttributeLabel[];
  valuesOf: (index: number) => Attribute[];
} {
  const values = sources.map(() => new Map<string, string>());
  const labels = new Map<string, string>();
  DERIVED.forEach(({ code, label, value }) => {
    labels.set(code, intl.formatMessage(label));
    sources.forEach(({ item }, i) => {
      const v = value(item, intl);
      if (v) values[i]!.set(code, v);
    });
  });
  sources.forEach(({ specifications }, i) => {
    for (const spec of specifications) {
      const code = attributeCode(spec.label);
      if (!code || RESTATED.has(code) || !spec.value) continue;
      if (!labels.has(code)) labels.set(code, spec.label);
      values[i]!.set(code, spec.value);
    }
  });
  const rows = [...labels]
    .filter(([code]) => values.some((v) => v.has(code)))
    .map(([code, label]) => ({ code, label }));
  return {
    labels: rows,
    valuesOf: (index) =>
      rows.map(({ code, label }) => ({ code, label, value: values[index]?.get(code) ?? null })),
  };
}

/** 'Water resistance' -> 'water_resistance'; accents folded; empty when nothing is left of the label. */
export function attributeCode(label: string): string {
  const code = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[_0-9]+|_+$/g, '');
  return code;
}

/** The values of a row as the store's language lists them ('39, 41 and 42 mm' reads '39 mm, 41 mm and 42 mm'). */
const listed = (values: string[], intl: IntlShape) => intl.formatList(values, { type: 'conjunction' });

function caseSizes(item: ListItem, intl: IntlShape): string | null {
  const sizes = new Set(item.variations.map((v) => v.case_size).filter((s): s is string => Boolean(s)));
  if (!sizes.size) return item.variations.length ? null : item.case_size;
  return listed(
    [...sizes].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
    intl,
  );
}

function dialColours(item: ListItem, intl: IntlShape): string | null {
  const colours = new Set(item.variations.flatMap((v) => (v.colour ? [v.colour.label] : [])));
  return colours.size ? listed([...colours], intl) : null;
}

import type { components } from '../../../common/contract/schema.gen';
import type { CustomOptionSpec } from '../product-options/custom-options.sql';

export type CustomOption = components['schemas']['CustomOptionValue'];

/**
 * Custom options in one canonical order, so that the same choices given in another order make the same
 * line (adding them again raises its quantity instead of adding a second line).
 */
export function normalizeCustomOptions(options: readonly CustomOption[] | undefined): CustomOption[] {
  return [...(options ?? [])]
    .map((o) => ({ option_id: o.option_id, option_value: o.option_value }))
    .sort((a, b) =>
      a.option_id === b.option_id
        ? a.option_value.localeCompare(b.option_value)
        : a.option_id.localeCompare(b.option_id),
    );
}

/**
 * How the custom options read on the cart line: the product's option titles and choice titles. The answer to
 * the engraving conditions is kept with the line but not shown. An option the product no longer has (a line
 * older than a catalogue change) shows its code in words (`gift_note` -> 'Gift note').
 */
export function customOptionLabels(
  options: readonly CustomOption[],
  specs: readonly CustomOptionSpec[] = [],
): { label: string; value: string }[] {
  const conditionIds = new Set(specs.flatMap((s) => (s.engraving ? [s.engraving.conditions_option_id] : [])));
  return options
    .filter((o) => !conditionIds.has(o.option_id))
    .map((o) => {
      const spec = specs.find((s) => s.option_id === o.option_id);
      if (spec) {
        const choice = spec.values.find((v) => v.value_id === o.option_value);
        return { label: spec.title, value: choice?.title ?? o.option_value };
      }
      const words = o.option_id.replace(/_+/g, ' ').trim();
      return { label: words.charAt(0).toUpperCase() + words.slice(1), value: o.option_value };
    });
}

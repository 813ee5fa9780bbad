import type { components } from '../../../common/contract/schema.gen';

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
 * How a custom option reads on the cart line. The product-page issue brings labelled custom options; until
 * then the option code is shown in words (`engraving_text` -> 'Engraving text').
 */
export function customOptionLabels(options: readonly CustomOption[]): { label: string; value: string }[] {
  return options.map((o) => {
    const words = o.option_id.replace(/_+/g, ' ').trim();
    return { label: words.charAt(0).toUpperCase() + words.slice(1), value: o.option_value };
  });
}

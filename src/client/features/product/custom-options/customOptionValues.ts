import type { CustomOption } from '../../../api/catalog';

/**
 * What the shopper entered, by `option_id`: the text of a field or area, the `value_id` of a choice, and for an
 * engraving the answer to its conditions under the rules' `conditions_option_id` ('accept' or 'deny').
 */
export type OptionValues = Readonly<Record<string, string>>;

export interface CartCustomOption {
  option_id: string;
  option_value: string;
}

export type ConditionsAnswer = 'accept' | 'deny';

/** Choices start on their default (a strap's standard length); text starts empty. */
export function initialOptionValues(options: readonly CustomOption[]): OptionValues {
  const values: Record<string, string> = {};
  for (const option of options)
    if (option.default_value_id) values[option.option_id] = option.default_value_id;
  return values;
}

export const conditionsAnswer = (option: CustomOption, values: OptionValues): ConditionsAnswer | null => {
  const answer = option.engraving ? values[option.engraving.conditions_option_id] : undefined;
  return answer === 'accept' || answer === 'deny' ? answer : null;
};

/**
 * The cart item's `custom_options`: trimmed text, choices other than the default, and an engraving only with
 * its accepted conditions beside it (denied conditions leave the watch without one).
 */
export function toCartCustomOptions(
  options: readonly CustomOption[],
  values: OptionValues,
): CartCustomOption[] {
  return options.flatMap((option): CartCustomOption[] => {
    const value = (values[option.option_id] ?? '').trim();
    if (!value || value === option.default_value_id) return [];
    if (!option.engraving) return [{ option_id: option.option_id, option_value: value }];
    if (conditionsAnswer(option, values) !== 'accept') return [];
    return [
      { option_id: option.option_id, option_value: value },
      { option_id: option.engraving.conditions_option_id, option_value: 'accept' },
    ];
  });
}

/** How the chosen options read (analytics): the option's title and the text or the choice's title. */
export function describeCustomOptions(
  options: readonly CustomOption[],
  chosen: readonly CartCustomOption[],
): { label: string; value: string }[] {
  return chosen.flatMap((c) => {
    const option = options.find((o) => o.option_id === c.option_id);
    if (!option) return [];
    const choice = option.values.find((v) => v.value_id === c.option_value);
    return [{ label: option.title, value: choice?.title ?? c.option_value }];
  });
}

import { HttpError } from '../../lib/http-error';
import type { CustomOptionSpec } from '../product-options/custom-options.sql';
import { normalizeCustomOptions, type CustomOption } from './custom-options';

export const CUSTOM_OPTIONS_FIELD = 'body.cartItem.product_option.extension_attributes.custom_options';

export const CUSTOM_OPTION_MESSAGES = {
  conditionsNotAccepted: 'Please accept the engraving conditions to have your watch engraved.',
  conditionsAnswer: 'The engraving conditions are answered with accept or deny.',
  // The wording of the gift message's character check (spec 8), so both read the same.
  character: (character: string) => `Character (${character}) is not currently supported.`,
  tooLong: (title: string, max: number) => `${title}: at most ${max} characters.`,
  required: (title: string) => `${title} is required.`,
  notAChoice: (title: string) => `Choose one of the offered values of ${title}.`,
  unknown: (id: string) => `This product has no option "${id}".`,
  twice: (id: string) => `The option "${id}" is given twice.`,
} as const;

const invalid = (message: string) => new HttpError(400, 'validation_failed', message, CUSTOM_OPTIONS_FIELD);

/**
 * Checks the shopper's custom options against the product's and returns what the cart line keeps: trimmed
 * text, choices other than the default, and for an engraving the accepted conditions beside it. An engraving
 * needs the conditions accepted (spec 1); denied conditions leave the watch without one, so an engraving sent
 * with them is refused rather than silently dropped.
 */
export function checkCustomOptions(
  specs: readonly CustomOptionSpec[],
  given: readonly CustomOption[],
): CustomOption[] {
  const values = new Map<string, string>();
  for (const o of given) {
    if (values.has(o.option_id)) throw invalid(CUSTOM_OPTION_MESSAGES.twice(o.option_id));
    values.set(o.option_id, o.option_value);
  }
  const known = new Set(
    specs.flatMap((s) => [s.option_id, ...(s.engraving ? [s.engraving.conditions_option_id] : [])]),
  );
  const unknown = given.find((o) => !known.has(o.option_id));
  if (unknown) throw invalid(CUSTOM_OPTION_MESSAGES.unknown(unknown.option_id));

  const kept: CustomOption[] = [];
  for (const spec of specs) {
    const value = values.get(spec.option_id)?.trim() ?? '';
    const chosen =
      spec.type === 'field' || spec.type === 'area' ? checkText(spec, value) : checkChoice(spec, value);
    if (!chosen && spec.is_require && spec.default_value_id === null) {
      throw invalid(CUSTOM_OPTION_MESSAGES.required(spec.title));
    }
    if (chosen) kept.push({ option_id: spec.option_id, option_value: chosen });
    if (spec.engraving) {
      const answer = values.get(spec.engraving.conditions_option_id);
      if (answer !== undefined && answer !== 'accept' && answer !== 'deny') {
        throw invalid(CUSTOM_OPTION_MESSAGES.conditionsAnswer);
      }
      if (chosen && answer !== 'accept') throw invalid(CUSTOM_OPTION_MESSAGES.conditionsNotAccepted);
      if (chosen) kept.push({ option_id: spec.engraving.conditions_option_id, option_value: 'accept' });
    }
  }
  return normalizeCustomOptions(kept);
}

/** Text within the length, and for an engraving only characters the engraver can cut; '' when none. */
function checkText(spec: CustomOptionSpec, value: string): string {
  if (!value) return '';
  const characters = [...value];
  if (spec.max_characters !== null && characters.length > spec.max_characters) {
    throw invalid(CUSTOM_OPTION_MESSAGES.tooLong(spec.title, spec.max_characters));
  }
  if (spec.engraving) {
    const allowed = new Set(spec.engraving.allowed_characters);
    const refused = characters.find((c) => !allowed.has(c));
    if (refused !== undefined) throw invalid(CUSTOM_OPTION_MESSAGES.character(refused));
  }
  return value;
}

/** One of the offered values; the default is the same as no choice, so it leaves the line as plain. */
function checkChoice(spec: CustomOptionSpec, value: string): string {
  if (!value || value === spec.default_value_id) return '';
  if (!spec.values.some((v) => v.value_id === value))
    throw invalid(CUSTOM_OPTION_MESSAGES.notAChoice(spec.title));
  return value;
}

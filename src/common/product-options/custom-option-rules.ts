import { ruleMessage, type RuleMessage } from '../i18n/rule-message';
import { CUSTOM_OPTION_MESSAGES as M } from './custom-option-messages';

/**
 * The rules of a product's custom options (spec 1: the caseback engraving and its conditions; choices such as
 * a strap's length), checked by the server before a cart line takes them and by the product page before it
 * sends them, in the same words: each refusal is a catalogue message that each side words in the store's
 * language.
 */

/** What the rules read of a product's custom option (the contract's `CustomOption`). */
export interface CustomOptionRules {
  option_id: string;
  type: string;
  title: string;
  is_require: boolean;
  max_characters: number | null;
  values: readonly { value_id: string }[];
  default_value_id: string | null;
  engraving: { allowed_characters: string; conditions_option_id: string } | null;
}

/** A custom option as a cart item carries it (the contract's `CustomOptionValue`). */
export interface ChosenCustomOption {
  option_id: string;
  option_value: string;
}

/** Why an option is refused, by the `option_id` it is about. */
export interface CustomOptionError {
  optionId: string;
  message: RuleMessage;
}

export type CustomOptionsCheck =
  { ok: true; options: ChosenCustomOption[] } | { ok: false; errors: CustomOptionError[] };

export type OptionValueCheck = { ok: true; value: string } | { ok: false; message: RuleMessage };

/** Text is counted in characters, not UTF-16 units (an accented letter or an emoji is one). */
export const characterCount = (text: string): number => [...text].length;

/** The first character an engraver cannot cut, if any. */
export function refusedCharacter(text: string, allowedCharacters: string): string | null {
  const allowed = new Set(allowedCharacters);
  return [...text].find((c) => !allowed.has(c)) ?? null;
}

const refuse = (message: RuleMessage): OptionValueCheck => ({ ok: false, message });

/**
 * One option's entered value: what a cart line keeps ('' for nothing: empty text, or the default choice, which
 * is the same as no choice), or why it is refused (too long, a character the engraver cannot cut, not one of
 * the offered values, required but missing).
 */
export function checkOptionValue(spec: CustomOptionRules, entered: string | undefined): OptionValueCheck {
  const value = entered?.trim() ?? '';
  let kept = '';
  if (spec.type === 'field' || spec.type === 'area') {
    if (value && spec.max_characters !== null && characterCount(value) > spec.max_characters) {
      return refuse(ruleMessage(M.tooLong, { title: spec.title, max: spec.max_characters }));
    }
    const refused = spec.engraving ? refusedCharacter(value, spec.engraving.allowed_characters) : null;
    if (refused !== null) return refuse(ruleMessage(M.character, { character: refused }));
    kept = value;
  } else if (value && value !== spec.default_value_id) {
    if (!spec.values.some((v) => v.value_id === value))
      return refuse(ruleMessage(M.notAChoice, { title: spec.title }));
    kept = value;
  }
  if (!kept && spec.is_require && spec.default_value_id === null) {
    return refuse(ruleMessage(M.required, { title: spec.title }));
  }
  return { ok: true, value: kept };
}

/**
 * Checks the options given for a cart line against the product's and returns what the line keeps: trimmed
 * text, choices other than the default, and for an engraving the accepted conditions beside it. An engraving
 * needs the conditions accepted; denied conditions leave the watch without one, so an engraving sent with them
 * is refused rather than silently dropped. Errors come in the order the options are checked (the first is the
 * one the server answers with).
 */
export function checkCustomOptions(
  specs: readonly CustomOptionRules[],
  given: readonly ChosenCustomOption[],
): CustomOptionsCheck {
  const errors: CustomOptionError[] = [];
  const values = new Map<string, string>();
  for (const o of given) {
    if (values.has(o.option_id))
      errors.push(error(o.option_id, ruleMessage(M.twice, { option: o.option_id })));
    else values.set(o.option_id, o.option_value);
  }
  const known = new Set(
    specs.flatMap((s) => [s.option_id, ...(s.engraving ? [s.engraving.conditions_option_id] : [])]),
  );
  for (const unknown of values.keys()) {
    if (!known.has(unknown)) errors.push(error(unknown, ruleMessage(M.unknown, { option: unknown })));
  }

  const kept: ChosenCustomOption[] = [];
  for (const spec of specs) {
    const checked = checkOptionValue(spec, values.get(spec.option_id));
    if (!checked.ok) {
      errors.push(error(spec.option_id, checked.message));
      continue;
    }
    if (checked.value) kept.push({ option_id: spec.option_id, option_value: checked.value });
    if (!spec.engraving) continue;
    const conditionsId = spec.engraving.conditions_option_id;
    const answer = values.get(conditionsId);
    if (answer !== undefined && answer !== 'accept' && answer !== 'deny') {
      errors.push(error(conditionsId, M.conditionsAnswer));
    } else if (checked.value && answer !== 'accept') {
      errors.push(error(conditionsId, M.conditionsNotAccepted));
    } else if (checked.value) {
      kept.push({ option_id: conditionsId, option_value: 'accept' });
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, options: kept };
}

const error = (optionId: string, message: RuleMessage): CustomOptionError => ({ optionId, message });

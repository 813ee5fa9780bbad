import { defineMessages } from '../i18n/define-messages';
import { ruleMessage, type RuleMessage } from '../i18n/rule-message';

/** Spec 5 (Address postcode check, Japanese postcode autofill). */
export interface PostcodeRule {
  pattern: RegExp;
  examples: string[];
}

export const POSTCODE_RULES: Record<string, PostcodeRule> = {
  AT: { pattern: /^\d{4}$/, examples: ['1010', '5020'] },
  BE: { pattern: /^\d{4}$/, examples: ['1000', '2000'] },
  CH: { pattern: /^\d{4}$/, examples: ['1204', '8001'] },
  DE: { pattern: /^\d{5}$/, examples: ['10115', '80331'] },
  ES: { pattern: /^\d{5}$/, examples: ['28001', '08001'] },
  FR: { pattern: /^\d{5}$/, examples: ['75008', '69002'] },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, examples: ['SW1A 1AA', 'EC2V 7HH'] },
  IT: { pattern: /^\d{5}$/, examples: ['20121', '00187'] },
  JP: { pattern: /^\d{3}-?\d{4}$/, examples: ['150-0001', '1000005'] },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/i, examples: ['1012 AB', '3011 CD'] },
  US: { pattern: /^\d{5}(-\d{4})?$/, examples: ['10022', '90210-1234'] },
};

/** Countries without a rule accept any postcode. */
export function checkPostcode(countryId: string, postcode: string): { valid: boolean; examples: string[] } {
  const rule = POSTCODE_RULES[countryId];
  if (!rule) return { valid: true, examples: [] };
  return { valid: rule.pattern.test(postcode.trim()), examples: rule.examples };
}

export const POSTCODE_MESSAGES = defineMessages({
  // The spec's notice; examples: postcodes of the country's shape, separated by '; '. Strict mode refuses the
  // postcode, so the hint that it may be ignored goes.
  invalid: {
    id: 'rules.postcode.invalid',
    defaultMessage:
      'Provided Zip/Postal Code seems to be invalid.{hasExamples, select, yes { Example: {examples}.} other {}}' +
      '{strict, select, yes {} other { If you believe it is the right one you can ignore this notice.}}',
  },
});

/** The notice (or, strict, the refusal) for a postcode not of its country's shape: the form's and the API's. */
export const postcodeWarning = (examples: readonly string[], strict: boolean): RuleMessage =>
  ruleMessage(POSTCODE_MESSAGES.invalid, {
    hasExamples: examples.length > 0 ? 'yes' : 'no',
    examples: examples.join('; '),
    strict: strict ? 'yes' : 'no',
  });

/** 3 digits, an optional hyphen, then optional 4 digits: the 3 select the data file, the 4 the entry. */
export function parseJpPostcode(input: string): { regionCode: string; cityCode: string | null } | null {
  const match = /^(\d{3})-?(\d{4})?$/.exec(input.trim());
  if (!match) return null;
  return { regionCode: match[1]!, cityCode: match[2] ?? null };
}

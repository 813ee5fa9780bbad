import type { IntlShape } from 'react-intl';
import {
  characterCount,
  checkOptionValue,
  refusedCharacter,
} from '../../../../common/product-options/custom-option-rules';
import type { CustomOption } from '../../../api/catalog';
import { optionMessages } from '../messages';
import type { OptionValues } from './customOptionValues';

/** Why the server's rules refuse one value, in the shopper's language (the rules' own text is English). */
function refusal(intl: IntlShape, option: CustomOption, entered: string | undefined): string {
  const value = entered?.trim() ?? '';
  const title = option.title;
  if (option.type === 'field' || option.type === 'area') {
    const max = option.max_characters;
    if (value && max !== null && characterCount(value) > max)
      return intl.formatMessage(optionMessages.tooLong, { title, max });
    const refused = option.engraving ? refusedCharacter(value, option.engraving.allowed_characters) : null;
    if (refused !== null)
      return intl.formatMessage(optionMessages.unsupportedCharacter, { character: refused });
  } else if (value && value !== option.default_value_id && !option.values.some((v) => v.value_id === value)) {
    return intl.formatMessage(optionMessages.notAChoice, { title });
  }
  return intl.formatMessage(optionMessages.required, { title });
}

/**
 * The message that stops add-to-cart, or null when the options can be sent: the server's rules
 * (`checkOptionValue`) decide, and the reason is told in the store's language.
 */
export function optionProblemMessage(
  intl: IntlShape,
  options: readonly CustomOption[],
  values: OptionValues,
): string | null {
  for (const option of options) {
    if (!checkOptionValue(option, values[option.option_id]).ok)
      return refusal(intl, option, values[option.option_id]);
  }
  return null;
}

import type { IntlShape } from 'react-intl';
import { checkOptionValue } from '../../../../common/product-options/custom-option-rules';
import type { CustomOption } from '../../../api/catalog';
import type { OptionValues } from './customOptionValues';

/**
 * The message that stops add-to-cart, or null when the options can be sent: the server's rules
 * (`checkOptionValue`) decide and name the reason, told here in the store's language.
 */
export function optionProblemMessage(
  intl: IntlShape,
  options: readonly CustomOption[],
  values: OptionValues,
): string | null {
  for (const option of options) {
    const checked = checkOptionValue(option, values[option.option_id]);
    if (!checked.ok) return intl.formatMessage(checked.message, checked.message.values);
  }
  return null;
}

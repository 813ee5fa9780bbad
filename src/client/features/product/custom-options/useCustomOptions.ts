import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CustomOption, ProductDetail } from '../../../api/catalog';
import { useAppDispatch } from '../../../app/hooks';
import { engravingConditionsAnswered } from '../events';
import {
  initialOptionValues,
  toCartCustomOptions,
  type ConditionsAnswer,
  type OptionValues,
} from './customOptionValues';
import { optionProblemMessage } from './optionProblemMessage';

/**
 * The custom options as the shopper fills them in (form state, kept here rather than in Redux). Answering the
 * engraving conditions is reported to analytics (spec 1: accepted or denied, visible through analytics); a
 * denial clears the engraving.
 */
export function useCustomOptions(product: ProductDetail) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const [values, setValues] = useState<OptionValues>(() => initialOptionValues(product.custom_options));
  const options = product.custom_options;

  const change = (optionId: string, value: string) => setValues((v) => ({ ...v, [optionId]: value }));

  const answerConditions = (option: CustomOption, answer: ConditionsAnswer) => {
    if (!option.engraving) return;
    const answerId = option.engraving.conditions_option_id;
    setValues((v) => ({
      ...v,
      [answerId]: answer,
      ...(answer === 'deny' ? { [option.option_id]: '' } : {}),
    }));
    dispatch(engravingConditionsAnswered({ sku: product.sku, conditions: answer }));
  };

  const withdrawEngraving = (option: CustomOption) => {
    if (!option.engraving) return;
    const answerId = option.engraving.conditions_option_id;
    setValues((v) => ({ ...v, [option.option_id]: '', [answerId]: '' }));
  };

  return {
    values,
    change,
    answerConditions,
    withdrawEngraving,
    problem: optionProblemMessage(intl, options, values),
    cartOptions: toCartCustomOptions(options, values),
  };
}

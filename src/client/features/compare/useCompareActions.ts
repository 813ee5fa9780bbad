import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useClearCompareListMutation,
  useRemoveCompareItemMutation,
  type CompareItem,
} from '../../api/compare';
import { apiErrorMessage } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { COMPARE_FAILED } from '../../components/CompareButton/compare-texts';
import { compareListCleared, compareProductRemoved } from '../../events/compare';
import { compareMessages } from './compareTexts';

export type CompareOutcome = { kind: 'done' | 'failed'; text: string } | null;

/** Remove one product or all of them; each success is reported to analytics and announced in words. */
export function useCompareActions(storeCode: string) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [removeItem, removing] = useRemoveCompareItemMutation();
  const [clearList, clearing] = useClearCompareListMutation();
  const [outcome, setOutcome] = useState<CompareOutcome>(null);
  const busy = removing.isLoading || clearing.isLoading;

  /** Answers whether the change was made. */
  const run = async (work: () => Promise<unknown>, done: () => void, text: string): Promise<boolean> => {
    if (busy) return false;
    setOutcome(null);
    try {
      await work();
    } catch (error) {
      setOutcome({ kind: 'failed', text: apiErrorMessage(error) ?? intl.formatMessage(COMPARE_FAILED) });
      return false;
    }
    done();
    setOutcome({ kind: 'done', text });
    return true;
  };

  const remove = (item: CompareItem) =>
    run(
      () => removeItem({ storeCode, productId: item.id }).unwrap(),
      () => dispatch(compareProductRemoved({ sku: item.sku, name: item.name })),
      intl.formatMessage(compareMessages.removed, { name: item.name }),
    );

  const clear = (items: readonly CompareItem[]) =>
    run(
      () => clearList({ storeCode }).unwrap(),
      () => dispatch(compareListCleared({ products: items.map(({ sku, name }) => ({ sku, name })) })),
      intl.formatMessage(compareMessages.cleared),
    );

  return { remove, clear, busy, outcome };
}

import { useCallback, useState } from 'react';
import { useSubscribeStockAlertMutation } from '../../../api/stockalert';
import { useAppDispatch } from '../../../app/hooks';
import { useFormKey } from '../../../lib/form-key';
import { backInStockSubscribed } from './events';
import { useStoreCode } from '../../../lib/store-config';
import { sanitizeServerHtml } from './serverHtml';
import type { StockAlertValues } from './stockAlertSchema';

/** What the last answer left to show under the form: the server's (sanitised) html, or a failure (worded when shown). */
export type StockAlertProblem = { kind: 'nok'; html: string } | { kind: 'failed' };

/**
 * The subscription and its outcomes (spec 4, 8): ok remembers the product as subscribed (switching variations
 * and back still shows it so) and reports the sku and name to analytics; nok keeps the form with the server's
 * html; a failed call says 'An error occurred!'.
 */
export function useStockAlert() {
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
  const formKey = useFormKey(storeCode);
  const [subscribe] = useSubscribeStockAlertMutation();
  const [subscribed, setSubscribed] = useState<ReadonlySet<number>>(() => new Set());
  // Kept with the product it is about, so that choosing another variation does not show it.
  const [problem, setProblem] = useState<{ productId: number; problem: StockAlertProblem } | null>(null);

  const submit = useCallback(
    async (productId: number, values: StockAlertValues) => {
      setProblem(null);
      try {
        const result = await subscribe({
          storeCode,
          stockAlertRequest: {
            product: String(productId),
            email: values.email.trim(),
            newsletter_subscribe: values.newsletter ? '1' : '0',
            form_key: await formKey(),
          },
        }).unwrap();
        if (result.status === 'ok') {
          setSubscribed((ids) => new Set(ids).add(productId));
          dispatch(backInStockSubscribed({ sku: result.product.sku, name: result.product.name }));
        } else {
          setProblem({ productId, problem: { kind: 'nok', html: sanitizeServerHtml(result.html) } });
        }
      } catch {
        setProblem({ productId, problem: { kind: 'failed' } });
      }
    },
    [dispatch, formKey, storeCode, subscribe],
  );

  const isSubscribed = useCallback((productId: number) => subscribed.has(productId), [subscribed]);
  const problemFor = useCallback(
    (productId: number) => (problem?.productId === productId ? problem.problem : null),
    [problem],
  );
  return { submit, isSubscribed, problemFor };
}

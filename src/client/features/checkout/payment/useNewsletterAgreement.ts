import { useCallback, useEffect, useRef, useState } from 'react';
import { useSubscribeCheckoutNewsletterMutation } from '../../../api/checkout';
import { useFormKey } from '../../../lib/form-key';

export interface NewsletterAgreement {
  checked: boolean;
  toggle: (checked: boolean) => void;
  /** Posts a subscription still waiting for its timer, so that it is recorded before the order is placed. */
  flush: () => Promise<void>;
  /** The server's answer to the last post. */
  message: string | null;
}

/**
 * Spec 7: ticking the agreement posts the subscription, at once when the configured delay is 0, otherwise
 * when the delay has passed — once per timer. Unticking before the timer fires cancels it; ticking again
 * starts one new timer.
 */
export function useNewsletterAgreement(storeCode: string, delayMs: number): NewsletterAgreement {
  const [subscribe] = useSubscribeCheckoutNewsletterMutation();
  const formKey = useFormKey(storeCode);
  const [checked, setChecked] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const post = useCallback(async () => {
    try {
      const result = await subscribe({ storeCode, 'X-Form-Key': await formKey(), emptyRequest: {} }).unwrap();
      setMessage(result.message);
    } catch {
      // The agreement is a courtesy: a failed post must not stand between the shopper and the order.
      setMessage(null);
    }
  }, [subscribe, storeCode, formKey]);

  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const toggle = (next: boolean) => {
    setChecked(next);
    cancel();
    if (!next) return;
    if (delayMs <= 0) {
      void post();
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = null;
      void post();
    }, delayMs);
  };

  const flush = async () => {
    if (timer.current === null) return;
    cancel();
    await post();
  };

  useEffect(() => cancel, []);

  return { checked, toggle, flush, message };
}

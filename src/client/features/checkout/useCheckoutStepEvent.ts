import { useEffect, useRef } from 'react';
import { pushToDataLayer } from '../../analytics/dataLayer';
import { checkoutStepEvent } from './checkoutEvents';
import type { CheckoutStepCode } from './steps';

/** Spec 2.7 / 7: every step shown pushes its step code, once per showing (not per render). */
export function useCheckoutStepEvent(code: CheckoutStepCode, visit: number): void {
  const reported = useRef<number | null>(null);
  useEffect(() => {
    if (reported.current === visit) return;
    reported.current = visit;
    pushToDataLayer([checkoutStepEvent(code)]);
  }, [code, visit]);
}

import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { checkoutStepShown } from './events';
import { stepNumber, type CheckoutStepCode } from './steps';

/** Spec 2.7 / 7: every step shown reports its step code, once per showing (not per render). */
export function useCheckoutStepEvent(code: CheckoutStepCode, visit: number): void {
  const dispatch = useAppDispatch();
  const reported = useRef<number | null>(null);
  useEffect(() => {
    if (reported.current === visit) return;
    reported.current = visit;
    dispatch(checkoutStepShown({ code, number: stepNumber(code) }));
  }, [code, visit, dispatch]);
}

import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * After a submit that validation stopped, the first field in error takes the focus, so keyboard and screen
 * reader users land on what to fix instead of on a button at the bottom of a long form. Once per submit:
 * later validation (on blur, on change) never moves the focus.
 */
export function FocusFirstError() {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting) return;
    handled.current = submitCount;
    if (!isValid) document.querySelector<HTMLElement>('.service-modal [aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, isSubmitting]);
  return null;
}

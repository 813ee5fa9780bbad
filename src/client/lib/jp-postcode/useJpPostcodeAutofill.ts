import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { parseJpPostcode } from '../../../common/checkout/postcode';
import type { Region } from '../../api/cart';
import { postcodeLog } from './postcodeLog';
import { autofillUpdates, type AddressTargets, type OverrideFilled } from './jpAutofill';
import { findJpPostalEntry } from './jpPostalData';
import { setupWithRetries } from './retrySetup';

export const POSTAL_DATA_FAILED = 'Could not get postal code information.';
/** Marks the button that fills the address from the postcode. */
export const JP_AUTOFILL_BUTTON_ATTRIBUTE = 'data-jp-autofill';
const TARGET_NAMES = ['region_id', 'city', 'street.0'] as const;

export interface JpAutofillOptions {
  formRef: RefObject<HTMLFormElement | null>;
  /** Country JP is selected and enabled in the configuration. */
  enabled: boolean;
  dataUrl: string;
  regions: readonly Region[];
  override: OverrideFilled;
  /** The fields' current values. */
  read: () => AddressTargets;
  apply: (updates: Partial<AddressTargets>) => void;
}

/**
 * Spec 5 / 8 / 9: Japanese postcode autofill. It binds to the form's fields by name — the postcode input and
 * its button — and, when they are not in the page yet, tries again on the spec's schedule. A full postcode
 * (3 + 4 digits) typed, or the button, loads the region's file and fills region, city and street. The postcode
 * field is disabled while the file loads; a failure is logged and gives the field back.
 */
export function useJpPostcodeAutofill(options: JpAutofillOptions): { loading: boolean } {
  const [loading, setLoading] = useState(false);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const refocus = useRef<HTMLInputElement | null>(null);
  const { enabled, formRef } = options;

  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    const lookup = async (postcode: HTMLInputElement) => {
      const parsed = parseJpPostcode(postcode.value);
      if (!parsed?.cityCode) return;
      const hadFocus = document.activeElement === postcode;
      setLoading(true);
      try {
        const { dataUrl, read, apply, regions, override } = latest.current;
        const entry = await findJpPostalEntry(dataUrl, parsed.regionCode, parsed.cityCode);
        if (entry && active) apply(autofillUpdates(entry, read(), regions, override));
      } catch {
        postcodeLog.warn(POSTAL_DATA_FAILED);
      } finally {
        if (active) {
          // Disabling the field took the focus away from the shopper typing in it: give it back.
          refocus.current = hadFocus ? postcode : null;
          setLoading(false);
        }
      }
    };
    let pending: ReturnType<typeof setTimeout> | undefined;
    const attach = () => {
      const form = formRef.current;
      const postcode = form?.querySelector<HTMLInputElement>('input[name="postcode"]');
      const button = form?.querySelector<HTMLButtonElement>(`[${JP_AUTOFILL_BUTTON_ATTRIBUTE}]`);
      const targets = TARGET_NAMES.every((name) => form?.querySelector(`[name="${name}"]`));
      if (!postcode || !button || !targets) return null;
      // After the form has taken the keystroke: disabling the field inside this listener would make React
      // put back the value it rendered last, and the postcode would lose its last digit.
      const onInput = () => {
        if (!parseJpPostcode(postcode.value)?.cityCode) return;
        pending = setTimeout(() => void lookup(postcode), 0);
      };
      const onClick = () => void lookup(postcode);
      postcode.addEventListener('input', onInput);
      button.addEventListener('click', onClick);
      return () => {
        clearTimeout(pending);
        postcode.removeEventListener('input', onInput);
        button.removeEventListener('click', onClick);
      };
    };
    const cancel = setupWithRetries(attach);
    return () => {
      active = false;
      cancel();
    };
  }, [enabled, formRef]);

  useEffect(() => {
    const field = refocus.current;
    if (loading || !field) return;
    refocus.current = null;
    // Only when nothing else took the focus meanwhile: the shopper may have moved on.
    const active = document.activeElement;
    if (!active || active === document.body) field.focus();
  }, [loading]);

  return { loading };
}

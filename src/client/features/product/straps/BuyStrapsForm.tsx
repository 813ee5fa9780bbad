import { useId, useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COOKIE } from '../../../../common/cookie-names';
import type { BuyStraps } from '../../../api/catalog';
import { readCookie } from '../../../lib/cookies';
import { useFormKey } from '../../../lib/form-key';
import { useStoreCode } from '../../../lib/store-config';
import './straps.css';
import { strapMessages } from '../messages';

/**
 * Spec 2.3: the 'Buy straps' button. A real form post carrying the watch's SKU and the session's form key;
 * the server answers with the page of the straps that fit (post/redirect/get), so it works without scripts.
 */
export function BuyStrapsForm({ sku, buy }: { sku: string; buy: BuyStraps }) {
  const storeCode = useStoreCode();
  const intl = useIntl();
  const ensureFormKey = useFormKey(storeCode);
  const formKey = useRef<HTMLInputElement>(null);
  const countId = useId();

  // The key is read when the form is sent: signing in since the page was drawn gives the session a new one.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const input = formKey.current;
    const current = readCookie(COOKIE.formKey);
    if (!input) return;
    if (current) {
      input.value = current;
      return;
    }
    // A first visit may not have a session yet: start one, then send.
    event.preventDefault();
    const form = event.currentTarget;
    void ensureFormKey().then((key) => {
      input.value = key;
      form.submit();
    });
  };

  return (
    <form
      className="buy-straps"
      method="post"
      action={buy.form_action}
      aria-label={intl.formatMessage(strapMessages.form)}
      onSubmit={submit}
    >
      <input type="hidden" name="sku" value={sku} />
      <input ref={formKey} type="hidden" name="form_key" defaultValue={readCookie(COOKIE.formKey) ?? ''} />
      <button
        type="submit"
        className="button button--secondary buy-straps__button"
        aria-describedby={countId}
      >
        {buy.label}
      </button>
      <p id={countId} className="buy-straps__count">
        <FormattedMessage {...strapMessages.count} values={{ count: buy.strap_count }} />
      </p>
    </form>
  );
}

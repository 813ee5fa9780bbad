import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { apiErrorMessage } from '../../api/errors';
import { useConfirmNewsletterSubscriptionMutation } from '../../api/newsletter';
import { LoadingState } from '../../components/PageStatus/PageStatus';
import { useFormKey } from '../../lib/form-key';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { ROBOTS } from '../../lib/head/robots';
import { usePageView } from '../../lib/usePageView';
import { storePaths } from '../../../common/store-paths';
import { NewsletterConfirmRequest } from '../../api/contract-facts';
import { newsletterMessages as m } from './messages';
import './newsletter.css';

/**
 * The page the confirmation mail links to: it posts the link's code once (opening a link changes nothing by
 * itself, so mail scanners that fetch links confirm nothing) and shows Magento's answer.
 */
export function ConfirmPage() {
  const config = useStoreConfig();
  const storeCode = config.store_code;
  usePageView(PAGE_TYPE.unnamed);
  const intl = useIntl();
  useDocumentMeta(
    intl.formatMessage(m.confirmDocumentTitle, { brand: config.brand.name }),
    intl.formatMessage(m.confirmDescription),
    { robots: ROBOTS.private },
  );
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const formKey = useFormKey(storeCode);
  const [confirm] = useConfirmNewsletterSubscriptionMutation();
  // A link without a well-formed code is answered at once, without a call.
  const wellFormed = NewsletterConfirmRequest.code.pattern.test(code);
  // The server's answer; without one (the call failed), `message` is null and the page's fallback shows.
  const [answer, setAnswer] = useState<{ ok: boolean; message: string | null } | null>(null);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!wellFormed || sent.current === code) return;
    sent.current = code;
    void (async () => {
      try {
        const result = await confirm({
          storeCode,
          newsletterConfirmRequest: { code, form_key: await formKey() },
        }).unwrap();
        setAnswer({ ok: !result.errors, message: result.message });
      } catch (error) {
        setAnswer({ ok: false, message: apiErrorMessage(error) ?? null });
      }
    })();
  }, [code, confirm, formKey, storeCode, wellFormed]);
  const shown = wellFormed
    ? answer && { ok: answer.ok, message: answer.message ?? intl.formatMessage(m.failed) }
    : { ok: false, message: intl.formatMessage(m.invalidCode) };

  return (
    <div className="newsletter-page">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">
          <FormattedMessage {...m.eyebrow} />
        </p>
        <h1>
          <FormattedMessage {...m.confirmTitle} />
        </h1>
      </header>
      <section className="form-panel" aria-label={intl.formatMessage(m.confirmLabel)}>
        {shown === null ? (
          <LoadingState label={intl.formatMessage(m.confirming)} />
        ) : (
          <div role={shown.ok ? 'status' : 'alert'}>
            <p className={shown.ok ? 'newsletter__success' : 'form-message form-message--error'}>
              {shown.message}
            </p>
          </div>
        )}
        <p className="newsletter-page__links">
          <Link to={storePaths.home(storeCode)}>
            <FormattedMessage {...m.continueShopping} />
          </Link>
          {shown && !shown.ok ? (
            <Link to={storePaths.newsletterSubscribePage(storeCode)}>
              <FormattedMessage {...m.subscribeAgain} />
            </Link>
          ) : null}
        </p>
      </section>
    </div>
  );
}

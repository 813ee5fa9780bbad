import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useStoreConfig } from '../../lib/store-config';
import { watchRegistrationMessages as m } from './messages';
import { registerCheckedWatch } from './registerCheckedWatch';
import { WATCH_REGISTRATION_TIMINGS } from './timings';
import { useHideAfter } from './useTimedFlag';
import { WatchProductCard } from './WatchProductCard';
import {
  addToCollectionRequested,
  agreementErrorHidden,
  backRequested,
  selectWatchRegistration,
} from './watchRegistrationSlice';

/** The required field's mark, a symbol rather than words (hidden from screen readers: the box is `required`). */
const REQUIRED_MARK = ' *';

/**
 * serial_confirmation (spec 4.3): the watch found, the agreement (required: its area is highlighted for 2 s
 * otherwise) and the newsletter opt-in, then 'Add to my collection'. A known customer is registered at once;
 * anyone else signs in or creates an account first.
 */
export function WatchConfirmation() {
  const dispatch = useAppDispatch();
  const brand = useStoreConfig().brand.name;
  const flow = useAppSelector(selectWatchRegistration);
  const [agreed, setAgreed] = useState(false);
  const [newsletter, setNewsletter] = useState(flow.newsletter);
  const [attempt, setAttempt] = useState(0);
  const hideAgreement = useCallback(() => dispatch(agreementErrorHidden()), [dispatch]);
  useHideAfter(flow.agreementError, WATCH_REGISTRATION_TIMINGS.agreementErrorMs, hideAgreement, attempt);
  if (!flow.selected) return null;

  const add = () => {
    setAttempt((n) => n + 1);
    dispatch(addToCollectionRequested({ agreed, newsletter }));
    if (agreed && flow.customerId > 0) void dispatch(registerCheckedWatch());
  };

  return (
    <div className="watch-step">
      <p className="watch-step__lead">
        <FormattedMessage {...m.found} />
      </p>
      <div className="watch-confirmation__watch">
        <WatchProductCard product={flow.selected} />
        <dl className="watch-confirmation__facts">
          {flow.serial ? (
            <>
              <dt>
                <FormattedMessage {...m.serialNumber} />
              </dt>
              <dd>{flow.serial}</dd>
            </>
          ) : (
            <>
              <dt>
                <FormattedMessage {...m.foundBy} />
              </dt>
              <dd>
                <FormattedMessage {...m.casebackNumber} />
              </dd>
            </>
          )}
        </dl>
      </div>
      <div
        className="watch-confirmation__agreement"
        data-invalid={flow.agreementError}
        id="watch-agreement-area"
      >
        <div className="form-check">
          <input
            id="watch-agreement"
            type="checkbox"
            className="form-check__box"
            checked={agreed}
            required
            aria-invalid={flow.agreementError}
            aria-describedby={flow.agreementError ? 'watch-agreement-error' : undefined}
            onChange={(event) => setAgreed(event.target.checked)}
          />
          <label htmlFor="watch-agreement" className="form-check__label">
            <FormattedMessage {...m.agreement} values={{ brand }} />
            <span aria-hidden="true">{REQUIRED_MARK}</span>
          </label>
        </div>
        <p id="watch-agreement-error" className="form-field__error" role="alert">
          {flow.agreementError ? <FormattedMessage {...m.agreementError} /> : ''}
        </p>
      </div>
      <div className="form-check">
        <input
          id="watch-newsletter"
          type="checkbox"
          className="form-check__box"
          checked={newsletter}
          onChange={(event) => setNewsletter(event.target.checked)}
        />
        <label htmlFor="watch-newsletter" className="form-check__label">
          <FormattedMessage {...m.newsletter} values={{ brand }} />
        </label>
      </div>
      <div className="watch-step__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={flow.loading}
          onClick={() => dispatch(backRequested())}
        >
          <FormattedMessage {...m.back} />
        </button>
        <button type="button" className="button button--primary" disabled={flow.loading} onClick={add}>
          <FormattedMessage {...(flow.loading ? m.adding : m.addToCollection)} />
        </button>
      </div>
    </div>
  );
}

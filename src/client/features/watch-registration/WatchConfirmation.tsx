import { useCallback, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useStoreConfig } from '../../lib/store-config';
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
      <p className="watch-step__lead">We found your watch.</p>
      <div className="watch-confirmation__watch">
        <WatchProductCard product={flow.selected} />
        <dl className="watch-confirmation__facts">
          {flow.serial ? (
            <>
              <dt>Serial number</dt>
              <dd>{flow.serial}</dd>
            </>
          ) : (
            <>
              <dt>Found by</dt>
              <dd>Caseback number</dd>
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
            I confirm that this watch is mine and agree that {brand} keeps its registration with my account
            for warranty and care services.<span aria-hidden="true"> *</span>
          </label>
        </div>
        <p id="watch-agreement-error" className="form-field__error" role="alert">
          {flow.agreementError ? 'Please accept the agreement to add your watch to your collection.' : ''}
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
          Keep me informed of {brand}&apos;s news, collections and events by e-mail.
        </label>
      </div>
      <div className="watch-step__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={flow.loading}
          onClick={() => dispatch(backRequested())}
        >
          Back
        </button>
        <button type="button" className="button button--primary" disabled={flow.loading} onClick={add}>
          {flow.loading ? 'Adding…' : 'Add to my collection'}
        </button>
      </div>
    </div>
  );
}

import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { watchRegistrationRequested } from '../../events/watch-registration';
import { PAGE_TYPE } from '../../lib/page-types';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { usePageView } from '../../lib/usePageView';
import './watch-registration.css';

/**
 * `registermywatch/register`, where the header's 'register my watch' button goes (spec 2.1): the page opens the
 * modal, and offers to open it again once closed. Spec 2.17 gives it no page type of its own: 11, unnamed.
 */
export function RegisterWatchPage() {
  const config = useStoreConfig();
  const dispatch = useAppDispatch();
  usePageView(PAGE_TYPE.unnamed);
  useDocumentMeta(
    `Register my watch | ${config.brand.name}`,
    `Register your ${config.brand.name} watch by its serial or caseback number.`,
  );
  useEffect(() => {
    dispatch(watchRegistrationRequested());
  }, [dispatch]);
  return (
    <div className="register-watch-page">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">Your collection</p>
        <h1>Register my watch</h1>
        <p className="page-heading__lead">
          Add your watch with its serial number or its caseback number: follow its warranty, find its user
          guide, its compatible straps and our services.
        </p>
      </header>
      <p className="register-watch-page__action">
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch(watchRegistrationRequested())}
        >
          Register my watch
        </button>
      </p>
    </div>
  );
}

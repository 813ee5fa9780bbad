import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router-dom';
import { errorStatus } from '../../api/errors';
import { useListMyWatchesQuery, type RegisteredWatch } from '../../api/myWatches';
import { useAppDispatch } from '../../app/hooks';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { watchRegistrationRequested } from '../../events/watch-registration';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { ROBOTS } from '../../lib/head/robots';
import { storePaths } from '../../../common/store-paths';
import { RemoveWatchDialog } from './RemoveWatchDialog';
import { WatchItem } from './WatchItem';
import { WatchPanel } from './WatchPanel';
import { myWatchesNavigation } from './myWatchesNavigation';
import { myWatchesMessages as m } from './messages';
import { RESULT_MESSAGES, type PanelView } from './myWatchesTexts';
import './myWatches.css';

/**
 * /{store}/registermywatch/customer/index (spec 2.10, inside the account frame: page type 15): the customer's
 * registered watches, each with its user manual, warranty, compatible straps, services and removal. The three
 * care actions open one slide-in panel on their view; removing asks in a slide dialog, then navigates to the
 * remove link, and the server brings the customer back here with `?result=`.
 */
export function MyWatchesPage() {
  const store = useStoreConfig();
  const storeCode = store.store_code;
  const intl = useIntl();
  const brand = store.brand.name;
  useDocumentMeta(
    intl.formatMessage(m.documentTitle, { brand }),
    intl.formatMessage(m.metaDescription, { brand }),
    { robots: ROBOTS.private },
  );
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const list = useListMyWatchesQuery({ storeCode });
  const [panel, setPanel] = useState<{ watchId: number; view: PanelView } | null>(null);
  const [removing, setRemoving] = useState<RegisteredWatch | null>(null);
  const result = RESULT_MESSAGES[params.get('result') ?? ''];
  const register = () => dispatch(watchRegistrationRequested());

  if (list.isError && errorStatus(list.error) === 401) {
    return <Navigate replace to={storePaths.signIn(storeCode, storePaths.myWatches(storeCode))} />;
  }

  const watches = list.data?.watches ?? [];
  const open = panel ? watches.find((w) => w.id === panel.watchId) : undefined;
  let body;
  if (list.isLoading) body = <LoadingState />;
  else if (!list.data) body = <ErrorState onRetry={() => void list.refetch()} />;
  else if (watches.length === 0) {
    body = (
      <div className="my-watches__empty">
        <p>
          <FormattedMessage {...m.empty} />
        </p>
        <button type="button" className="button button--primary" onClick={register}>
          <FormattedMessage {...m.registerNew} />
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="my-watches__list">
          {watches.map((watch) => (
            <WatchItem
              key={watch.id}
              watch={watch}
              onOpen={(view) => setPanel({ watchId: watch.id, view })}
              onRemove={() => setRemoving(watch)}
            />
          ))}
        </ul>
        <div className="my-watches__actions">
          <button type="button" className="button button--primary" onClick={register}>
            <FormattedMessage {...m.registerNew} />
          </button>
        </div>
      </>
    );
  }

  return (
    <div className="my-watches">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">
          <FormattedMessage {...m.eyebrow} />
        </p>
        <h1>
          <FormattedMessage {...m.title} />
        </h1>
        <p className="my-watches__intro">
          <FormattedMessage {...m.intro} />
        </p>
      </header>
      <p
        className={`my-watches__result${params.get('result') === 'removed' ? '' : ' my-watches__result--notice'}`}
        role="status"
      >
        {result ? <FormattedMessage {...result} /> : ''}
      </p>
      {body}
      {panel && open ? (
        <WatchPanel
          storeCode={storeCode}
          watch={open}
          view={panel.view}
          onView={(view) => setPanel({ watchId: open.id, view })}
          onClose={() => setPanel(null)}
        />
      ) : null}
      {removing ? (
        <RemoveWatchDialog
          watchName={intl.formatMessage(m.watchIdentity, {
            name: removing.product.name,
            serial: removing.serial,
          })}
          onCancel={() => setRemoving(null)}
          onConfirm={() => myWatchesNavigation.go(storePaths.removeWatch(storeCode, String(removing.id)))}
        />
      ) : null}
    </div>
  );
}

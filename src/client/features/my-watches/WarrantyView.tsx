import { useEffect } from 'react';
import { useCheckWarrantyMutation, type RegisteredWatch } from '../../api/myWatches';
import { useAppDispatch } from '../../app/hooks';
import { LoadingState } from '../../components/PageStatus/PageStatus';
import { CARE_DOCUMENTS } from '../../../common/care-documents';
import { warrantyChecked } from './events';
import { formatDay } from './formatDay';
import { MY_WATCHES_TEXTS as TEXTS } from './myWatchesTexts';

/**
 * The panel's 'warranty' view: the server checks the warranty when it opens (spec 7, form data {watch_id}) and
 * says so; success false shows the server's message, a failed call the spec's own sentence (spec 8).
 */
export function WarrantyView({
  storeCode,
  watch,
  locale,
}: {
  storeCode: string;
  watch: RegisteredWatch;
  locale: string;
}) {
  const dispatch = useAppDispatch();
  const [check, state] = useCheckWarrantyMutation();
  useEffect(() => {
    check({ storeCode, warrantyCheckRequest: { watch_id: String(watch.id) } })
      .unwrap()
      .then((answer) => {
        const status = answer.success && answer.warranty_data ? answer.warranty_data.status : 'failure';
        dispatch(warrantyChecked({ watchId: watch.id, status }));
      })
      .catch(() => dispatch(warrantyChecked({ watchId: watch.id, status: 'failure' })));
  }, [check, dispatch, storeCode, watch.id]);

  let body;
  if (state.isUninitialized || state.isLoading) body = <LoadingState label={TEXTS.checkingWarranty} />;
  else if (state.isError || !state.data) {
    body = (
      <p className="watch-panel__error" role="alert">
        {TEXTS.warrantyNetworkError}
      </p>
    );
  } else if (!state.data.success || !state.data.warranty_data) {
    body = (
      <p className="watch-panel__error" role="alert">
        {state.data.message}
      </p>
    );
  } else {
    const data = state.data.warranty_data;
    body = (
      <>
        <p className={`watch-panel__badge watch-panel__badge--${data.status}`}>
          {data.status === 'valid' ? TEXTS.warrantyValid : TEXTS.warrantyExpired}
        </p>
        <p className="watch-panel__lead" role="status">
          {state.data.message}
        </p>
        <dl className="watch-panel__facts">
          <div>
            <dt>{TEXTS.warrantyStarts}</dt>
            <dd>
              {formatDay(data.starts_on, locale)} (
              {data.counted_from === 'purchase' ? TEXTS.fromPurchase : TEXTS.fromManufacture})
            </dd>
          </div>
          <div>
            <dt>{TEXTS.warrantyEnds}</dt>
            <dd>{formatDay(data.ends_on, locale)}</dd>
          </div>
        </dl>
      </>
    );
  }
  return (
    <div className="watch-panel__view">
      {body}
      <p className="watch-panel__more">
        {TEXTS.warrantyMoreInfo}{' '}
        <a href={CARE_DOCUMENTS.warrantyTerms} target="_blank" rel="noopener">
          {TEXTS.warrantyPage}
        </a>
      </p>
    </div>
  );
}

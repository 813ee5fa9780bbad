import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCheckWarrantyMutation, type RegisteredWatch } from '../../api/myWatches';
import { useAppDispatch } from '../../app/hooks';
import { LoadingState } from '../../components/PageStatus/PageStatus';
import { CARE_DOCUMENTS } from '../../../common/care-documents';
import { warrantyChecked } from './events';
import { formatDay } from './formatDay';
import { myWatchesMessages as m } from './messages';

/**
 * The panel's 'warranty' view: the server checks the warranty when it opens (spec 7, form data {watch_id}) and
 * says so; success false shows the server's message, a failed call the spec's own sentence (spec 8).
 */
export function WarrantyView({ storeCode, watch }: { storeCode: string; watch: RegisteredWatch }) {
  const intl = useIntl();
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
  if (state.isUninitialized || state.isLoading)
    body = <LoadingState label={intl.formatMessage(m.checkingWarranty)} />;
  else if (state.isError || !state.data) {
    body = (
      <p className="watch-panel__error" role="alert">
        <FormattedMessage {...m.warrantyNetworkError} />
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
          <FormattedMessage {...(data.status === 'valid' ? m.warrantyValid : m.warrantyExpired)} />
        </p>
        <p className="watch-panel__lead" role="status">
          {state.data.message}
        </p>
        <dl className="watch-panel__facts">
          <div>
            <dt>
              <FormattedMessage {...m.warrantyStarts} />
            </dt>
            <dd>
              <FormattedMessage
                {...(data.counted_from === 'purchase' ? m.startsFromPurchase : m.startsFromManufacture)}
                values={{ date: formatDay(intl, data.starts_on) }}
              />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage {...m.warrantyEnds} />
            </dt>
            <dd>{formatDay(intl, data.ends_on)}</dd>
          </div>
        </dl>
      </>
    );
  }
  return (
    <div className="watch-panel__view">
      {body}
      <p className="watch-panel__more">
        <FormattedMessage
          {...m.warrantyMoreInfo}
          values={{
            link: (chunks) => (
              <a href={CARE_DOCUMENTS.warrantyTerms} target="_blank" rel="noopener">
                {chunks}
              </a>
            ),
          }}
        />
      </p>
    </div>
  );
}

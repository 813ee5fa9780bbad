import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { compareApi } from '../../api/compare';
import { apiErrorMessage } from '../../api/errors';
import { settledMutation } from '../../api/settledMutation';
import { useAppDispatch } from '../../app/hooks';
import { compareProductAdded, compareProductRemoved } from '../../events/compare';
import { useStoreCode } from '../../lib/store-config';
import { useListShopper, withListShopper } from '../ListShopper/ListShopper';
import { compareButtonMessages as m } from './messages';
import { storePaths } from '../../../common/store-paths';
import '../QuietAction/quiet-action.css';

interface CompareButtonProps {
  /** The top-level product's id (a configurable watch's own id, as list items carry it). */
  productId: number;
  productName: string;
  sku: string;
}

/**
 * 'Add to compare' for one product, a toggle: once the product is in the list it reads 'In comparison'
 * (pressed) with a link to the compare page, and pressing it again takes the product out. A refusal (the
 * list is full) is shown next to it in the server's words. Whether it is in the list comes from the list of
 * cards it is in (`ListShopper`: one read for the page).
 */
export const CompareButton = withListShopper(function CompareToggle({
  productId,
  productName,
  sku,
}: CompareButtonProps) {
  const intl = useIntl();
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
  const messageId = useId();
  const shopper = useListShopper();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inList = shopper.inCompare(productId);
  const label = intl.formatMessage(inList ? m.compareIn : m.compareAdd);

  const toggle = async () => {
    if (busy) return;
    setFailure(null);
    setBusy(true);
    try {
      if (inList) {
        await settledMutation(
          dispatch(compareApi.endpoints.removeCompareItem.initiate({ storeCode, productId })),
        );
        dispatch(compareProductRemoved({ sku, name: productName }));
      } else {
        await settledMutation(
          dispatch(
            compareApi.endpoints.addCompareItem.initiate({
              storeCode,
              compareItemRequest: { product_id: productId },
            }),
          ),
        );
        dispatch(compareProductAdded({ sku, name: productName }));
      }
    } catch (error) {
      setFailure(apiErrorMessage(error) ?? intl.formatMessage(m.compareFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="quiet-action">
      <button
        type="button"
        className="quiet-action__toggle"
        // The visible words first, then which product: many of these sit on one listing page.
        aria-label={intl.formatMessage(inList ? m.compareInFor : m.compareAddFor, { name: productName })}
        aria-pressed={inList}
        aria-busy={busy}
        aria-describedby={failure ? messageId : undefined}
        onClick={() => void toggle()}
      >
        <CompareIcon />
        <span>{label}</span>
      </button>
      {inList ? (
        <Link className="quiet-action__link" to={storePaths.compare(storeCode)}>
          <FormattedMessage {...m.compareLink} />
        </Link>
      ) : null}
      <p id={messageId} className="quiet-action__message" role="alert">
        {failure ?? ''}
      </p>
    </div>
  );
});

/** Two bars of unequal height: comparing, without words. */
function CompareIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M4 14V6M8 14V2M12 14V9" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

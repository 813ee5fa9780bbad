import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { errorStatus } from '../../api/errors';
import { useGetWishlistQuery, type WishlistItem } from '../../api/wishlist';
import { useAppDispatch } from '../../app/hooks';
import { ConfirmDialog } from '../../components/Dialog/ConfirmDialog';
import { ErrorState, LoadingState } from '../../components/PageStatus/PageStatus';
import { wishlistItemRemoved } from '../../events/wishlist';
import { useFormKey } from '../../lib/form-key';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { ROBOTS } from '../../lib/head/robots';
import { RemoveItemForm, type RemoveItemFormHandle } from './RemoveItemForm';
import { useReportSignInAdd } from './useReportSignInAdd';
import { WishlistGrid } from './WishlistGrid';
import { wishlistMessages as m } from './messages';
import { storePaths } from '../../../common/store-paths';
import './wishlist.css';

/**
 * /{store}/wishlist (spec 2.13, page type 15): the signed-in customer's saved watches. A removal is confirmed
 * first, then posted as a form (item, form key from the cookie); the page comes back without the item. A
 * signed-out visitor is sent to sign in.
 */
export function WishlistPage() {
  const config = useStoreConfig();
  const storeCode = config.store_code;
  const intl = useIntl();
  const brand = config.brand.name;
  useDocumentMeta(
    intl.formatMessage(m.documentTitle, { brand }),
    intl.formatMessage(m.description, { brand }),
    { robots: ROBOTS.private },
  );
  const dispatch = useAppDispatch();
  const formKey = useFormKey(storeCode);
  const list = useGetWishlistQuery({ storeCode });
  useReportSignInAdd(list.data);
  const [confirming, setConfirming] = useState<WishlistItem | null>(null);
  const [removing, setRemoving] = useState(false);
  const form = useRef<RemoveItemFormHandle>(null);

  const remove = async (item: WishlistItem) => {
    setConfirming(null);
    setRemoving(true);
    // Read at the moment of posting: sign-in and sign-out give the session a new form key.
    const key = await formKey();
    dispatch(wishlistItemRemoved({ itemId: item.id, sku: item.product.sku, name: item.product.name }));
    form.current?.submit(item.id, key);
  };

  if (list.isError && errorStatus(list.error) === 401) {
    return <Navigate replace to={storePaths.signIn(storeCode)} />;
  }

  let body;
  if (list.isLoading) body = <LoadingState />;
  else if (!list.data) body = <ErrorState onRetry={() => void list.refetch()} />;
  else if (list.data.count === 0) {
    body = (
      <div className="wishlist-page__empty">
        <p>
          <FormattedMessage {...m.empty} />
        </p>
        <Link to={storePaths.home(storeCode)} className="button button--secondary">
          <FormattedMessage {...m.discover} />
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <p className="wishlist-page__count">
          <FormattedMessage {...m.itemCount} values={{ count: list.data.count }} />
        </p>
        <WishlistGrid items={list.data.items} busy={removing} onRemove={setConfirming} />
      </>
    );
  }

  return (
    <div className="wishlist-page">
      <header className="page-heading page-heading--centred">
        <p className="eyebrow">
          <FormattedMessage {...m.eyebrow} />
        </p>
        <h1>
          <FormattedMessage {...m.title} />
        </h1>
      </header>
      {body}
      <RemoveItemForm ref={form} storeCode={storeCode} />
      {confirming ? (
        <ConfirmDialog
          title={intl.formatMessage(m.removeTitle)}
          onConfirm={() => void remove(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>
            <FormattedMessage {...m.removeQuestion} values={{ name: confirming.product.name }} />
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { apiErrorMessage, errorStatus } from '../../api/errors';
import { settledMutation } from '../../api/settledMutation';
import { wishlistApi } from '../../api/wishlist';
import { useAppDispatch } from '../../app/hooks';
import { wishlistProductAdded } from '../../events/wishlist';
import { useStoreCode } from '../../lib/store-config';
import { useListShopper, withListShopper } from '../ListShopper/ListShopper';
import { wishlistButtonMessages as m } from './messages';
import { storePaths } from '../../../common/store-paths';
import '../QuietAction/quiet-action.css';

interface WishlistButtonProps {
  /** The top-level product's id (a configurable watch's own id, as list items carry it). */
  productId: number;
  productName: string;
  sku: string;
}

/**
 * 'Add to wishlist' for one product. A signed-in shopper's product joins the wishlist at once and the button
 * then reads 'In your wishlist' with a link to it. A signed-out shopper is sent to sign in first, as Magento
 * does: the server remembers the product on the session and the sign-in adds it, then opens the wishlist.
 * Whether it is in the list comes from the list of cards it is in (`ListShopper`: one read for the page).
 */
export const WishlistButton = withListShopper(function WishlistToggle({
  productId,
  productName,
  sku,
}: WishlistButtonProps) {
  const intl = useIntl();
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const messageId = useId();
  const shopper = useListShopper();
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inList = shopper.signedIn && shopper.inWishlist(productId);

  const addToWishlist = async () => {
    if (adding) return;
    setFailure(null);
    setAdding(true);
    try {
      await settledMutation(
        dispatch(
          wishlistApi.endpoints.addWishlistItem.initiate({
            storeCode,
            wishlistItemRequest: { product_id: productId },
          }),
        ),
      );
      dispatch(wishlistProductAdded({ sku, name: productName }));
    } catch (error) {
      if (errorStatus(error) === 401) {
        navigate(storePaths.signIn(storeCode));
        return;
      }
      setFailure(apiErrorMessage(error) ?? intl.formatMessage(m.wishlistFailed));
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="quiet-action">
      {inList ? (
        <Link
          className="quiet-action__toggle quiet-action__toggle--active"
          aria-label={intl.formatMessage(m.wishlistInFor, { name: productName })}
          to={storePaths.wishlist(storeCode)}
        >
          <HeartIcon filled />
          <span>{intl.formatMessage(m.wishlistIn)}</span>
        </Link>
      ) : (
        <button
          type="button"
          className="quiet-action__toggle"
          // The visible words first, then which product: many of these sit on one listing page.
          aria-label={intl.formatMessage(m.wishlistAddFor, { name: productName })}
          aria-busy={adding}
          aria-describedby={failure ? messageId : undefined}
          onClick={() => void addToWishlist()}
        >
          <HeartIcon filled={false} />
          <span>{intl.formatMessage(m.wishlistAdd)}</span>
        </button>
      )}
      <p id={messageId} className="quiet-action__message" role="alert">
        {failure ?? ''}
      </p>
    </div>
  );
});

/** A fine-lined heart, filled once the watch is saved. */
function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d="M8 13.5 2.6 8.3A3.2 3.2 0 0 1 8 4a3.2 3.2 0 0 1 5.4 4.3Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

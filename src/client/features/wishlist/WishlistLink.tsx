import { useIntl } from 'react-intl';
import { HEADER_SECTIONS, useLoadCustomerSectionsQuery } from '../../api/customer';
import { useGetWishlistQuery } from '../../api/wishlist';
import { HeaderCountLink } from '../../components/HeaderCountLink/HeaderCountLink';
import { useStoreCode } from '../../lib/store-config';
import { wishlistLinkMessages as m } from './linkMessages';
import { storePaths } from '../../../common/store-paths';

/**
 * The header's way to the wishlist, with its count: a signed-in customer's only (a guest has none), and only
 * once it holds something, as the compare link does. The list's cache is the one the wishlist buttons and page
 * update, so the count follows every add and remove.
 */
export function WishlistLink() {
  const storeCode = useStoreCode();
  const intl = useIntl();
  const { data: sections } = useLoadCustomerSectionsQuery({ storeCode, sections: HEADER_SECTIONS });
  const signedIn = sections?.customer?.is_logged_in === true;
  const { data } = useGetWishlistQuery({ storeCode }, { skip: !signedIn });
  const count = signedIn ? (data?.count ?? 0) : 0;
  if (count === 0) return null;
  return (
    <HeaderCountLink
      to={storePaths.wishlist(storeCode)}
      label={intl.formatMessage(m.linkLabel, { count })}
      word={intl.formatMessage(m.linkWord)}
      count={count}
      icon={
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M8 13.5 2.6 8.3A3.2 3.2 0 0 1 8 4a3.2 3.2 0 0 1 5.4 4.3Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.2"
            strokeLinejoin="round"
          />
        </svg>
      }
    />
  );
}

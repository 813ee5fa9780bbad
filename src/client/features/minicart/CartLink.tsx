import { Link } from 'react-router-dom';
import { HEADER_SECTIONS, useLoadCustomerSectionsQuery } from '../../api/customer';
import { useStoreCode } from '../../lib/store-config';
import { miniCartLabel } from './cartLabel';
import './minicart.css';

/** The header's cart icon with its unit count, from the `cart` customer-data section. */
export function CartLink() {
  const storeCode = useStoreCode();
  const { data } = useLoadCustomerSectionsQuery({ storeCode, sections: HEADER_SECTIONS });
  const count = data?.cart?.summary_count ?? 0;
  return (
    <Link className="cart-link" to={`/${storeCode}/checkout/cart`} aria-label={miniCartLabel(count)}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M5 8h14l-1.2 12.2a1 1 0 0 1-1 .8H7.2a1 1 0 0 1-1-.8L5 8Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.3"
          strokeLinejoin="round"
        />
        <path d="M9 10V6.5a3 3 0 0 1 6 0V10" fill="none" stroke="currentColor" strokeWidth="1.3" />
      </svg>
      <span className="cart-link__count" aria-hidden="true" data-empty={count === 0}>
        {count}
      </span>
    </Link>
  );
}

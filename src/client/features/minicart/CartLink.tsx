import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { HEADER_SECTIONS, useLoadCustomerSectionsQuery } from '../../api/customer';
import { useAppDispatch } from '../../app/hooks';
import { miniCartOpened } from './events';
import { useStoreCode } from '../../lib/store-config';
import { miniCartLabel } from './cartLabel';
import { LazyMiniCartPanel } from './LazyMiniCartPanel';
import { useDropdown } from './useDropdown';
import './minicart.css';

/** The header's cart button with its unit count (the `cart` customer-data section) and its dropdown. */
export function CartLink() {
  const intl = useIntl();
  const storeCode = useStoreCode();
  const dispatch = useAppDispatch();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { open, toggle, close } = useDropdown(root, button);
  const { data, isError } = useLoadCustomerSectionsQuery({ storeCode, sections: HEADER_SECTIONS });
  const cart = data?.cart;
  const count = cart?.summary_count ?? 0;

  const onClick = () => {
    if (!open && cart) {
      const items = cart.items.map(({ product_sku, product_name, qty, product_price_value }) => ({
        product_sku,
        product_name,
        qty,
        product_price_value,
      }));
      dispatch(miniCartOpened({ items, currency: cart.currency_code }));
    }
    toggle();
  };

  return (
    <div className="minicart" ref={root}>
      <button
        ref={button}
        type="button"
        className="cart-link"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onClick}
      >
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
        {/* The name in words; the badge is its short visible form (a name on the button would not contain it). */}
        <span className="visually-hidden">{miniCartLabel(count, intl)}</span>
        {/* No count shown before the sections answer: a 0 that turns into 2 would be a wrong number first. */}
        <span
          className="cart-link__count"
          aria-hidden="true"
          data-empty={count === 0}
          data-pending={data === undefined && !isError}
        >
          {count}
        </span>
      </button>
      <div id={panelId} className="minicart__dropdown" hidden={!open}>
        {open ? <LazyMiniCartPanel cart={cart} onNavigate={() => close(false)} /> : null}
      </div>
    </div>
  );
}

import { forwardRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { StoreLocatorShop } from '../../api/storeLocator';
import { useStorePaths } from '../../lib/store-config';
import { storeLocatorMessages as m } from './messages';
import { telHref } from './telHref';
import './ShopList.css';

interface ShopListProps {
  shops: readonly StoreLocatorShop[];
  selectedId: number | null;
  onSelect: (shop: StoreLocatorShop) => void;
}

/** The boutiques, one card each: its page, address, phone and 'Show on the map' (which highlights its marker). */
export const ShopList = forwardRef<HTMLOListElement, ShopListProps>(function ShopList(
  { shops, selectedId, onSelect },
  ref,
) {
  const paths = useStorePaths();
  const intl = useIntl();
  return (
    <ol ref={ref} className="shop-list" aria-label={intl.formatMessage(m.listLabel)}>
      {shops.map((shop) => {
        const selected = shop.id === selectedId;
        return (
          <li
            key={shop.id}
            data-shop-id={shop.id}
            className={selected ? 'shop-card shop-card--selected' : 'shop-card'}
          >
            <p className="shop-card__country">{shop.country_name}</p>
            <h2 className="shop-card__name">
              <Link to={paths.storeLocatorShop(shop.url_key)}>{shop.name}</Link>
            </h2>
            <address className="shop-card__address">
              {shop.address}
              <br />
              {shop.zip} {shop.city}
              <br />
              <a href={telHref(shop.phone)}>{shop.phone}</a>
            </address>
            <button
              type="button"
              className="store-locator__text-button shop-card__locate"
              aria-pressed={selected}
              onClick={() => onSelect(shop)}
            >
              <FormattedMessage
                {...m.showOnMap}
                values={{
                  name: shop.name,
                  hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                }}
              />
            </button>
          </li>
        );
      })}
    </ol>
  );
});

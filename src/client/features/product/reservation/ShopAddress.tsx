import { FormattedMessage } from 'react-intl';
import { useGetReservationShopQuery } from '../../../api/reservation';
import { useStoreCode, useStorePaths } from '../../../lib/store-config';
import { reservationMessages } from './messages';

/** The chosen boutique, fetched by id once and then served from the cache (spec 3). */
export function ShopAddress({ shopId }: { shopId: number }) {
  const storeCode = useStoreCode();
  const paths = useStorePaths();
  const { data: shop, isError } = useGetReservationShopQuery({ storeCode, shopId });
  if (isError || !shop) {
    return (
      <p className="service-shop service-shop--muted">
        <FormattedMessage
          {...(isError ? reservationMessages.shopDetailsUnavailable : reservationMessages.loadingShop)}
        />
      </p>
    );
  }
  return (
    <section className="service-shop" aria-label={shop.name}>
      <h3 className="service-shop__name">{shop.name}</h3>
      <address className="service-shop__address">
        {shop.address}
        <br />
        {shop.zip} {shop.city}
        <br />
        <a href={`tel:${shop.phone.replace(/[^+\d]/g, '')}`}>{shop.phone}</a>
      </address>
      {/* A new tab, so the reservation in progress stays where it is. */}
      <a
        className="service-shop__page"
        href={paths.storeLocatorShop(shop.url_key)}
        target="_blank"
        rel="noopener"
      >
        <FormattedMessage
          {...reservationMessages.shopDetails}
          values={{
            name: shop.name,
            hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
          }}
        />
      </a>
      {shop.opening_hours.length ? (
        <dl className="service-shop__hours">
          {shop.opening_hours.map((h) => (
            <div key={h.days} className="service-shop__hours-row">
              <dt>{h.days}</dt>
              <dd>{h.hours}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

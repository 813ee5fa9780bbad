import { Fragment, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { addressText } from '../../../../common/address-format';
import type { Address } from '../../../api/checkout';
import type { Country } from '../../../api/cart';
import { useStoreConfig } from '../../../lib/store-config';
import { checkoutMessages as m } from '../messages';
import { useOrderDate } from '../orderDate';
import type { SavedShipping } from '../shipping/ShippingStep';
import { parseDisplayDate } from '../shipping/pickupDates';
import { toAddress } from '../shipping/shippingRequest';
import { countryOf, isPickupMethod } from '../shipping/shippingValues';

interface ShippingRecapProps {
  saved: SavedShipping;
  countries: readonly Country[];
  onEdit: () => void;
}

/**
 * The address as the shared formatter writes it in the store's language (a Japanese one from the country down to
 * the name with 様), then the telephone.
 */
function AddressLines({ address, country }: { address: Address; country: string }) {
  const { language_code: language } = useStoreConfig();
  const lines = addressText(address, { language, countryName: country });
  return (
    <address className="checkout-recap__address">
      {[...lines, address.telephone].map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  );
}

const label = (chunks: ReactNode[]) => <span className="checkout-recap__label">{chunks}</span>;

/** What the shipment step saved, with the way back to change it. */
export function ShippingRecap({ saved, countries, onEdit }: ShippingRecapProps) {
  const orderDate = useOrderDate();
  const address = toAddress(saved.values, countries);
  const pickupDate = parseDisplayDate(saved.values.pickup_date);
  return (
    <section className="checkout-recap" aria-labelledby="checkout-recap-title">
      <h3 id="checkout-recap-title" className="checkout-section__title">
        <FormattedMessage {...m.shipTo} />
      </h3>
      <AddressLines
        address={address}
        country={countryOf(countries, address.country_id)?.name ?? address.country_id}
      />
      <p className="checkout-recap__method">
        <FormattedMessage
          {...m.shippingMethodLine}
          values={{ label, carrier: saved.method.carrier_title, method: saved.method.method_title }}
        />
      </p>
      {isPickupMethod(saved.values.shipping_method) && pickupDate ? (
        <p className="checkout-recap__method">
          <FormattedMessage
            {...m.pickupLine}
            values={{ label, date: orderDate(pickupDate), time: saved.values.pickup_time }}
          />
        </p>
      ) : null}
      <button type="button" className="checkout-link-button" onClick={onEdit}>
        <FormattedMessage {...m.editShipping} />
      </button>
    </section>
  );
}

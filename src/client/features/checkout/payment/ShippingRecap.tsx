import { formatPickupDisplay } from '../../../../common/checkout/pickup';
import type { Country } from '../../../api/cart';
import type { SavedShipping } from '../shipping/ShippingStep';
import { parseDisplayDate } from '../shipping/pickupDates';
import { toAddress } from '../shipping/shippingRequest';
import { countryOf, isPickupMethod } from '../shipping/shippingValues';

interface ShippingRecapProps {
  saved: SavedShipping;
  countries: readonly Country[];
  onEdit: () => void;
}

/** What the shipment step saved, with the way back to change it. */
export function ShippingRecap({ saved, countries, onEdit }: ShippingRecapProps) {
  const address = toAddress(saved.values, countries);
  const pickupDate = parseDisplayDate(saved.values.pickup_date);
  return (
    <section className="checkout-recap" aria-labelledby="checkout-recap-title">
      <h3 id="checkout-recap-title" className="checkout-section__title">
        Ship To
      </h3>
      <address className="checkout-recap__address">
        {address.firstname} {address.lastname}
        <br />
        {address.street.map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
        {address.postcode} {address.city}
        {address.region ? `, ${address.region}` : ''}
        <br />
        {countryOf(countries, address.country_id)?.name ?? address.country_id}
        <br />
        {address.telephone}
      </address>
      <p className="checkout-recap__method">
        <span className="checkout-recap__label">Shipping Method:</span> {saved.method.carrier_title} —{' '}
        {saved.method.method_title}
      </p>
      {isPickupMethod(saved.values.shipping_method) && pickupDate ? (
        <p className="checkout-recap__method">
          <span className="checkout-recap__label">Pickup:</span> {formatPickupDisplay(pickupDate)} at{' '}
          {saved.values.pickup_time}
        </p>
      ) : null}
      <button type="button" className="checkout-link-button" onClick={onEdit}>
        Edit the shipping information
      </button>
    </section>
  );
}

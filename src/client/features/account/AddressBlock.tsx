import type { Address } from '../../api/account';
import { useStoreConfig } from '../../lib/store-config';
import { countryName } from './formatting';

/** An address as Magento's account pages print it: name, street lines, city, region, postcode, country, T:. */
export function AddressBlock({ address }: { address: Address }) {
  const { locale } = useStoreConfig();
  const cityLine = [address.city, address.region, address.postcode].filter(Boolean).join(', ');
  return (
    <address className="account-address">
      {address.firstname} {address.lastname}
      {address.street
        .filter((line) => line.trim() !== '')
        .map((line, i) => (
          <span key={i}>
            <br />
            {line}
          </span>
        ))}
      <br />
      {cityLine}
      <br />
      {countryName(address.country_id, locale)}
      <br />
      T: <a href={`tel:${address.telephone.replace(/[^+\d]/g, '')}`}>{address.telephone}</a>
    </address>
  );
}

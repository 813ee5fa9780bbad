import { Fragment, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Address } from '../../api/account';
import { useStoreConfig } from '../../lib/store-config';
import { countryName } from '../../../common/i18n/country-names';
import { accountMessages as m } from './messages';

/**
 * The lines of an address before the country and telephone. Magento's western order (name, street, city, region,
 * postcode), or, for a Japanese address read in Japanese, the Japanese one: 〒postcode, prefecture and city,
 * street, then the name.
 */
function addressLines(address: Address, name: string, japanese: boolean): string[] {
  const street = address.street.filter((line) => line.trim() !== '');
  if (japanese) {
    const place = [address.region, address.city].filter(Boolean).join('');
    return [address.postcode ? `〒${address.postcode}` : '', place, ...street, name].filter(Boolean);
  }
  const cityLine = [address.city, address.region, address.postcode].filter(Boolean).join(', ');
  return [name, ...street, cityLine];
}

/** An address as Magento's account pages print it: name, street lines, city, region, postcode, country, T:. */
export function AddressBlock({ address }: { address: Address }) {
  const { locale, language_code: language } = useStoreConfig();
  const intl = useIntl();
  const name = intl.formatMessage(m.personName, {
    firstname: address.firstname,
    lastname: address.lastname,
  });
  const lines = addressLines(address, name, language === 'ja' && address.country_id === 'JP');
  const telephone = (
    <FormattedMessage
      {...m.telephone}
      values={{
        telephone: address.telephone,
        link: (chunks: ReactNode[]) => (
          <a href={`tel:${address.telephone.replace(/[^+\d]/g, '')}`}>{chunks}</a>
        ),
      }}
    />
  );
  return (
    <address className="account-address">
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
      <br />
      {countryName(address.country_id, locale)}
      <br />
      {telephone}
    </address>
  );
}

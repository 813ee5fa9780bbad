import { countryName } from '../../../common/i18n/country-names';
import { Fragment, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { addressText } from '../../../common/address-format';
import type { Address } from '../../api/account';
import { useStoreConfig } from '../../lib/store-config';
import { accountMessages as m } from './messages';

/**
 * An address on the account pages (dashboard, order view): the lines as the shared formatter writes them in the
 * store's language (a Japanese address in Japanese from the country down to the name with 様, others by their
 * country's post), then the telephone.
 */
export function AddressBlock({ address }: { address: Address }) {
  const { locale, language_code: language } = useStoreConfig();
  const lines = addressText(address, {
    language,
    countryName: countryName(address.country_id, locale),
  });
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
          {line}
          <br />
        </Fragment>
      ))}
      {telephone}
    </address>
  );
}

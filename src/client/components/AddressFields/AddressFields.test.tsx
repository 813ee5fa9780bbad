import { screen } from '@testing-library/react';
import { Formik } from 'formik';
import { COUNTRIES } from '../../../../config/checkout';
import type { Country } from '../../api/cart';
import { answerStoreConfig, renderWithProviders, storeIn } from '../../test-utils';
import { jaJpStoreConfig } from '../../test-utils/fixtures';
import { AddressFields } from './AddressFields';
import { emptyAddressValues } from './addressValues';

const countries: Country[] = COUNTRIES.filter((c) => ['GB', 'JP'].includes(c.id)).map((c) => ({
  id: c.id,
  name: c.name,
  regions: c.regions,
  postcode_required: c.postcodeRequired,
  postcode_examples: [],
}));

function AddressForm({ countryId }: { countryId: string }) {
  return (
    <Formik initialValues={emptyAddressValues(countryId)} onSubmit={() => undefined}>
      <form aria-label="address">
        <AddressFields
          idPrefix="test"
          countries={countries}
          strictPostcode={false}
          jpAutofill={countryId === 'JP'}
          postcodeLoading={false}
        />
      </form>
    </Formik>
  );
}

/** What the focused control is called: its label's words (without the required sign) or a button's text. */
function focusedName(): string {
  const focused = document.activeElement as HTMLInputElement | HTMLButtonElement | null;
  if (!focused) return '';
  if (focused instanceof HTMLButtonElement) return focused.textContent ?? '';
  return focused.labels?.[0]?.firstChild?.textContent ?? '';
}

/** The fields in the order the keyboard reaches them, which is their order on the page (DOM order). */
async function tabOrder(user: ReturnType<typeof renderWithProviders>['user']): Promise<string[]> {
  const names: string[] = [];
  for (;;) {
    await user.tab();
    if (document.activeElement === document.body) return names;
    names.push(focusedName());
  }
}

describe('the address fields in the store’s order (issue 13)', () => {
  test('ja-jp: 姓 and 名, then the address from the country down to the building, the postcode autofill after the postcode', async () => {
    answerStoreConfig(jaJpStoreConfig);
    const { user } = renderWithProviders(<AddressForm countryId="JP" />, { route: '/ja-jp/' });
    await screen.findByRole('form', { name: 'address' });
    expect(await tabOrder(user)).toEqual([
      '姓',
      '名',
      '国',
      '郵便番号',
      '郵便番号から住所を入力',
      '都道府県',
      '市区町村',
      '町名・番地',
      '建物名・部屋番号',
      '電話番号',
    ]);
    // The labels stay tied to their controls, and the autocomplete tokens to their parts.
    expect(screen.getByLabelText(/^姓/)).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText(/^都道府県/)).toHaveAttribute('autocomplete', 'address-level1');
    expect(screen.getByLabelText(/^建物名・部屋番号/)).toHaveAttribute('autocomplete', 'address-line2');
  });

  test('en-gb: Magento’s order as before, given name first', async () => {
    answerStoreConfig(storeIn('en-gb', 'en', 'en-GB'));
    const { user } = renderWithProviders(<AddressForm countryId="GB" />, { route: '/en-gb/' });
    await screen.findByRole('form', { name: 'address' });
    expect(await tabOrder(user)).toEqual([
      'First Name',
      'Last Name',
      'Street Address 1',
      'Street Address 2',
      'City',
      'Country',
      'State/Province',
      'Zip/Postal Code',
      'Phone Number',
    ]);
  });
});

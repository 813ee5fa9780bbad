import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractExample, contractUrl, server } from '../../../test-utils';
import {
  chooseMethod,
  country,
  field,
  openCheckout,
  recordPosts,
  rememberGuestCart,
  serveCheckoutConfig,
} from '../testing/checkoutFixtures';

const signedIn = () =>
  server.use(
    http.get(contractUrl('loadCustomerSections'), () =>
      HttpResponse.json(contractExample('loadCustomerSections', 'signedIn') as object),
    ),
  );

describe("the checkout's saved addresses (address book)", () => {
  beforeEach(() => rememberGuestCart());

  test('a signed-in customer fills the shipping address from the address book', async () => {
    signedIn();
    serveCheckoutConfig((config) => {
      config.countries = ['CH', 'FR', 'JP'].map(country);
    });
    const saved = recordPosts('saveMineShippingInformation');
    const { user } = await openCheckout();
    const choice = await screen.findByLabelText('Use a saved address');
    await user.selectOptions(choice, 'Louise Martin — 7 Place Vendôme, Bureau 3, 75001 Paris, France');
    await waitFor(() => expect(field(/^Street Address 1/)).toHaveValue('7 Place Vendôme'));
    expect(field(/^Street Address 2/)).toHaveValue('Bureau 3');
    expect(field(/^Country/)).toHaveValue('FR');
    expect(field(/^Zip\/Postal Code/)).toHaveValue('75001');
    await chooseMethod(user, /Insured courier/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Review & Payments' });
    expect(saved).toMatchObject([
      {
        addressInformation: {
          shipping_address: {
            street: ['7 Place Vendôme', 'Bureau 3'],
            city: 'Paris',
            postcode: '75001',
            country_id: 'FR',
            telephone: '+33 1 55 50 07 07',
          },
        },
      },
    ]);
  });

  test('a guest is offered no saved address', async () => {
    serveCheckoutConfig();
    await openCheckout();
    expect(field(/^First Name/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Use a saved address')).not.toBeInTheDocument();
  });
});

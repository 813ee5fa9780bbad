import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  contractExample,
  contractUrl,
  dataLayerEvents,
  pageTypesPushed,
  renderApp,
  server,
} from '../../test-utils';
import {
  CART_ID,
  chooseMethod,
  field,
  fillAddress,
  openCheckout,
  recordPosts,
  rememberGuestCart,
  serveCheckoutConfig,
} from './testing/checkoutFixtures';

const stepEvents = () => dataLayerEvents().filter((event) => event.event === 'checkout_step');

describe('checkout (page type 5): steps', () => {
  beforeEach(() => rememberGuestCart());

  test('the shipment step comes first, then payment; each step shown pushes its step code', async () => {
    serveCheckoutConfig();
    const saved = recordPosts('saveGuestShippingInformation');
    const { user } = await openCheckout();
    expect(pageTypesPushed()).toEqual([5]);
    const progress = screen.getByRole('navigation', { name: 'Checkout progress' });
    expect(within(progress).getByText('Shipping').closest('li')).toHaveAttribute('aria-current', 'step');
    await waitFor(() =>
      expect(stepEvents()).toEqual([{ event: 'checkout_step', step_code: 'shipping', step_number: 1 }]),
    );

    await fillAddress(user);
    await chooseMethod(user, /Insured courier/);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Review & Payments' })).toHaveFocus();
    expect(within(progress).getByText('Review & Payments').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(stepEvents().map((event) => event.step_code)).toEqual(['shipping', 'payment']);
    // Any method but pickupdate/pickupdate sends no pickup fields at all.
    expect(saved).toEqual([
      {
        addressInformation: {
          shipping_address: {
            firstname: 'Louise',
            lastname: 'Martin',
            street: ['Rue du Rhône 48'],
            city: 'Genève',
            country_id: 'CH',
            region: null,
            region_id: null,
            postcode: '1204',
            telephone: '+41 22 310 00 00',
          },
          billing_address: null,
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate',
        },
      },
    ]);
    expect(screen.getByText(/Rue du Rhône 48/)).toBeInTheDocument();

    // Back to the shipment step: shown again, so its code is pushed again; the form keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Edit the shipping information' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Shipping' })).toHaveFocus();
    expect(screen.getByLabelText(/^City/)).toHaveValue('Genève');
    expect(stepEvents().map((event) => event.step_code)).toEqual(['shipping', 'payment', 'shipping']);
  });

  test('the whole form validates before anything is sent', async () => {
    serveCheckoutConfig();
    const saved = recordPosts('saveGuestShippingInformation');
    const { user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This is a required field.')).not.toHaveLength(0);
    expect(
      screen.getByText('The shipping method is missing. Select the shipping method and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email Address/)).toHaveFocus();
    expect(screen.getByLabelText(/^Email Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });

  test('shipping methods are estimated for the address and estimated again when the country changes', async () => {
    serveCheckoutConfig();
    const estimates = recordPosts('estimateGuestShippingMethods');
    const { user } = await openCheckout();
    await waitFor(() => expect(estimates).toHaveLength(1));
    expect(estimates[0]).toEqual({
      address: { country_id: 'CH', postcode: null, region_id: null, region: null },
    });
    const courier = await screen.findByRole('radio', { name: /Insured courier/ });
    expect(courier.closest('fieldset')).toHaveAccessibleName('Shipping Methods');
    expect(screen.getByRole('radio', { name: /Boutique pickup/ })).toBeInTheDocument();

    await user.selectOptions(field(/^Country/), 'United States');
    await user.selectOptions(field(/^State\/Province/), 'New York');
    await user.type(field(/^Zip\/Postal Code/), '10022');
    await waitFor(() =>
      expect(estimates.at(-1)).toEqual({
        address: { country_id: 'US', postcode: '10022', region_id: 2033, region: null },
      }),
    );
  });

  test('a region list makes the region a select, sent with its id and name', async () => {
    serveCheckoutConfig();
    const saved = recordPosts('saveGuestShippingInformation');
    const { user } = await openCheckout();
    expect(field(/^State\/Province/).tagName).toBe('INPUT');
    await fillAddress(user, { countryName: 'United States', postcode: '10022' });
    await user.selectOptions(field(/^State\/Province/), 'New York');
    await chooseMethod(user, /Insured courier/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Review & Payments' });
    expect(saved).toMatchObject([
      { addressInformation: { shipping_address: { country_id: 'US', region_id: 2033, region: 'New York' } } },
    ]);
  });

  test('a signed-in customer checks out the mine cart with the account e-mail', async () => {
    server.use(
      http.get(contractUrl('loadCustomerSections'), () =>
        HttpResponse.json(contractExample('loadCustomerSections', 'signedIn') as object),
      ),
    );
    serveCheckoutConfig();
    const saved = recordPosts('saveMineShippingInformation');
    const { user } = await openCheckout();
    const email = screen.getByLabelText(/^Email Address/);
    expect(email).toHaveValue('anna.keller@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Anna');
    await user.clear(screen.getByLabelText(/^First Name/));
    await fillAddress(user);
    await chooseMethod(user, /Insured courier/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Review & Payments' });
    expect(saved).toHaveLength(1);
  });

  test('without a cart the checkout says so and offers to continue shopping', async () => {
    window.localStorage.clear();
    renderApp('/en-int/checkout');
    expect(await screen.findByText('You have no items in your shopping cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en-int/');
    expect(CART_ID).toHaveLength(32);
  });
});

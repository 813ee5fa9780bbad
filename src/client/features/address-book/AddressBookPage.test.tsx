import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { COUNTRIES } from '../../../../config/checkout';
import { POSTCODE_RULES } from '../../../common/checkout/postcode';
import type { AddressBook, CustomerAddress } from '../../api/address';
import type { CheckoutConfig, Country } from '../../api/cart';
import {
  answerSignedInCustomer,
  contractExample,
  contractUrl,
  pageTypesPushed,
  renderApp,
  server,
} from '../../test-utils';
import { addressNavigation } from './addressNavigation';

const PAGE = '/en-int/customer/address';
const FORM_KEY = '3fZq9LmP2xYw7TbK';

const countryOf = (id: string): Country => {
  const definition = COUNTRIES.find((candidate) => candidate.id === id)!;
  return {
    id: definition.id,
    name: definition.name,
    regions: definition.regions,
    postcode_required: definition.postcodeRequired,
    postcode_examples: POSTCODE_RULES[id]?.examples ?? [],
  };
};

const book = () => contractExample<AddressBook>('listCustomerAddresses', 'louise');
const paris = (): CustomerAddress => book().addresses[1]!;

let submitted: HTMLFormElement[];
let visited: string[];
beforeEach(() => {
  // The account area's frame shows its pages to a signed-in customer.
  answerSignedInCustomer();
  document.cookie = `form_key=${FORM_KEY}; path=/`;
  const config = contractExample<CheckoutConfig>('getCheckoutConfig');
  config.countries = ['FR', 'CH', 'JP'].map(countryOf);
  server.use(http.get(contractUrl('getCheckoutConfig'), () => HttpResponse.json(config)));
  submitted = [];
  visited = [];
  jest.spyOn(addressNavigation, 'submit').mockImplementation((form) => void submitted.push(form));
  jest.spyOn(addressNavigation, 'go').mockImplementation((url) => void visited.push(url));
});
afterEach(() => jest.restoreAllMocks());

const panel = (name: string) => screen.findByRole('dialog', { name });
/** Pastes a value, as autofill would: one input event instead of one per character (the test stays quick). */
async function enter(user: UserEvent, element: HTMLElement, value: string): Promise<void> {
  await user.clear(element);
  await user.paste(value);
}
/** The form's fields as the browser would post them. */
const posted = (form: HTMLFormElement) => Object.fromEntries(new FormData(form).entries());

describe('address book (spec 2.11, page type 15)', () => {
  test("lists the customer's addresses with the default billing and shipping marked", async () => {
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Address Book' })).toBeInTheDocument();
    const lyon = await screen.findByRole('listitem', { name: /^Louise Martin, 18 Rue Mercière/ });
    expect(within(lyon).getByText('Default Billing Address')).toBeInTheDocument();
    expect(within(lyon).getByText('Default Shipping Address')).toBeInTheDocument();
    expect(within(lyon).getByText('France')).toBeInTheDocument();
    const vendome = screen.getByRole('listitem', { name: /^Louise Martin, 7 Place Vendôme/ });
    expect(within(vendome).queryByText(/^Default/)).not.toBeInTheDocument();
    expect(document.title).toBe('Address Book | Maison Aurèle');
    await waitFor(() => expect(pageTypesPushed()).toEqual([15]));
  });

  test("'Add New Address' opens an empty slide-in form that posts to the base submit url with the form key", async () => {
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    const dialog = await panel('Add New Address');
    expect(dialog).toHaveClass('dialog--panel');
    const form = within(dialog);
    expect(form.getByLabelText(/^Street Address 1/)).toHaveValue('');
    // A new address starts from the signed-in customer's own first name, as Magento's form does.
    expect(form.getByLabelText(/^First Name/)).toHaveValue('Anna');
    await enter(user, form.getByLabelText(/^First Name/), 'Louise');
    await enter(user, form.getByLabelText(/^Last Name/), 'Martin');
    await enter(user, form.getByLabelText(/^Street Address 1/), '12 Rue de Rivoli');
    await enter(user, form.getByLabelText(/^City/), 'Paris');
    await user.selectOptions(form.getByLabelText(/^Country/), 'France');
    await enter(user, form.getByLabelText(/^Zip\/Postal Code/), '75004');
    await enter(user, form.getByLabelText(/^Phone Number/), '+33 6 55 50 18 87');
    await user.click(form.getByLabelText('Use as my default shipping address'));
    await user.click(form.getByRole('button', { name: 'Save Address' }));

    await waitFor(() => expect(submitted).toHaveLength(1));
    const sent = submitted[0]!;
    expect(sent.getAttribute('action')).toBe('/en-int/customer/address/formPost');
    expect(sent.getAttribute('method')).toBe('post');
    expect(posted(sent)).toEqual({
      form_key: FORM_KEY,
      firstname: 'Louise',
      lastname: 'Martin',
      'street.0': '12 Rue de Rivoli',
      'street.1': '',
      city: 'Paris',
      country_id: 'FR',
      region: '',
      postcode: '75004',
      telephone: '+33 6 55 50 18 87',
      default_shipping: '1',
    });
  });

  test('a form with missing fields is not sent and shows what is needed', async () => {
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    const form = within(await panel('Add New Address'));
    await user.selectOptions(form.getByLabelText(/^Country/), 'Japan');
    await user.click(form.getByRole('button', { name: 'Save Address' }));
    expect(
      await form.findByText('Please select a region, state or province.', { selector: 'option' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(form.getByLabelText(/^Street Address 1/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(form.getByLabelText(/^State\/Province/)).toHaveAttribute('aria-invalid', 'true');
    expect(form.getAllByText('This is a required field.').length).toBeGreaterThan(3);
    expect(submitted).toHaveLength(0);
  });

  test("'Edit' fills the form from GET {address url}{addressId} and posts to …/id/{addressId}", async () => {
    const address = { ...paris(), street: ['7 Place Vendôme', 'Bureau 3'] };
    const reads: string[] = [];
    server.use(
      http.get(contractUrl('getCustomerAddress'), ({ params }) => {
        reads.push(String(params.addressId));
        return HttpResponse.json([{ address }]);
      }),
    );
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: /^Edit 7 Place Vendôme/ }));
    const form = within(await panel('Edit Address'));
    await waitFor(() => expect(form.getByLabelText(/^Street Address 1/)).toHaveValue('7 Place Vendôme'));
    expect(reads).toEqual(['5']);
    expect(form.getByLabelText(/^Street Address 2/)).toHaveValue('Bureau 3');
    expect(form.getByLabelText(/^Zip\/Postal Code/)).toHaveValue('75001');
    await user.clear(form.getByLabelText(/^City/));
    await enter(user, form.getByLabelText(/^City/), 'Paris 1er');
    await user.click(form.getByRole('button', { name: 'Save Address' }));

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.getAttribute('action')).toBe('/en-int/customer/address/formPost/id/5');
    expect(posted(submitted[0]!)).toMatchObject({
      city: 'Paris 1er',
      'street.1': 'Bureau 3',
      form_key: FORM_KEY,
    });
  });

  test('editing the default address states it instead of offering the boxes', async () => {
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: /^Edit 18 Rue Mercière/ }));
    const form = within(await panel('Edit Address'));
    expect(await form.findByText("It's a default billing address.")).toBeInTheDocument();
    expect(form.getByText("It's a default shipping address.")).toBeInTheDocument();
    expect(form.queryByLabelText('Use as my default billing address')).not.toBeInTheDocument();
  });

  test("a failed read shows the server's message, or 'An error occurred' without one", async () => {
    server.use(
      http.get(contractUrl('getCustomerAddress'), () =>
        HttpResponse.json(
          { code: 'not_found', message: 'This address is not in your address book.' },
          { status: 404 },
        ),
      ),
    );
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: /^Edit 7 Place Vendôme/ }));
    expect(await within(await panel('Edit Address')).findByRole('alert')).toHaveTextContent(
      'This address is not in your address book.',
    );
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));

    server.use(
      http.get(contractUrl('getCustomerAddress'), () => new HttpResponse('Bad gateway', { status: 502 })),
    );
    await user.click(screen.getByRole('button', { name: /^Edit 7 Place Vendôme/ }));
    expect(await within(await panel('Edit Address')).findByRole('alert')).toHaveTextContent(
      /^An error occurred$/,
    );
    expect(submitted).toHaveLength(0);
  });

  test("'Delete' asks first; OK navigates to {base delete url}id/{addressId}/form_key/{form_key}", async () => {
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: /^Delete 7 Place Vendôme/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete address' });
    expect(confirm).toHaveAccessibleDescription('Are you sure to delete this address?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(visited).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Delete 7 Place Vendôme/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete address' })).getByRole('button', {
        name: 'OK',
      }),
    );
    await waitFor(() =>
      expect(visited).toEqual([`/en-int/customer/address/delete/id/5/form_key/${FORM_KEY}`]),
    );
  });

  test('says what the last save or delete did when the server brings the customer back', async () => {
    renderApp(`${PAGE}?result=deleted`);
    expect(await screen.findByText('You deleted the address.')).toBeInTheDocument();
  });

  test('a session that ended while the frame thought it signed in: the page asks the customer to sign in', async () => {
    server.use(
      http.get(contractUrl('listCustomerAddresses'), () =>
        HttpResponse.json(
          { code: 'unauthorized', message: 'Please sign in to manage your address book.' },
          { status: 401 },
        ),
      ),
    );
    renderApp(PAGE);
    expect(await screen.findByText('Please sign in to manage your address book.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/en-int/customer/account/login',
    );
    expect(screen.queryByRole('button', { name: 'Add New Address' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  answerEasyChallenges,
  contractExample,
  contractUrl,
  dataLayerEvents,
  installWebCrypto,
  renderApp,
  server,
} from '../../test-utils';

const FORM_KEY = '3fZq9LmP2xYw7TbK';
const NOT_FOUND = 'We could not find an order with these details. Please check them and try again.';
const CREATED =
  'Your return label for order 000000102 is ready. We have also sent it to anna.keller@example.com.';

type Fields = Record<string, string>;

function answer(operationId: string, reply: () => Response) {
  const posts: { contentType: string | null; fields: Fields }[] = [];
  server.use(
    http.post(contractUrl(operationId), async ({ request }) => {
      posts.push({
        contentType: request.headers.get('content-type'),
        fields: Object.fromEntries(new URLSearchParams(await request.text())),
      });
      return reply();
    }),
  );
  return posts;
}

const found = () => HttpResponse.json(contractExample('lookupReturnLabelOrder', 'found'));
const created = () => HttpResponse.json(contractExample('createReturnLabel', 'created'));

beforeAll(installWebCrypto);
beforeEach(() => {
  document.cookie = `form_key=${FORM_KEY}; path=/`;
  answerEasyChallenges();
});

async function lookUp(user: ReturnType<typeof renderApp>['user'], order = '000000102') {
  await user.type(await screen.findByLabelText(/Order Number/), order);
  await user.type(screen.getByLabelText(/Billing Last Name/), 'Keller');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'anna.keller@example.com');
  await user.click(screen.getByRole('button', { name: 'Find Order' }));
}

describe('the return label page', () => {
  test('checks the required fields before looking anything up', async () => {
    const lookups = answer('lookupReturnLabelOrder', found);
    const { user } = renderApp('/en-int/returnlabel');
    // The page is a chunk of its own: the first test of the file waits for it to load.
    await user.click(await screen.findByRole('button', { name: 'Find Order' }));
    expect(await screen.findAllByText('This is a required field.')).toHaveLength(3);
    expect(lookups).toEqual([]);
  });

  test("shows the server's message on status nok and stays on step 1", async () => {
    const lookups = answer('lookupReturnLabelOrder', () =>
      HttpResponse.json(contractExample('lookupReturnLabelOrder', 'notFound')),
    );
    const { user } = renderApp('/en-int/returnlabel');
    await lookUp(user, '000009999');
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(lookups).toEqual([
      {
        contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
        fields: {
          form_key: FORM_KEY,
          oar_order_id: '000009999',
          oar_billing_lastname: 'Keller',
          oar_type: 'email',
          oar_email: 'anna.keller@example.com',
          recaptcha: expect.stringMatching(/:\d+$/),
        },
      },
    ]);
    expect(dataLayerEvents()).toContainEqual({
      event: 'return_label',
      return_label_step: 'order_lookup',
      return_label_status: 'failure',
    });
  });

  test('looks an order up by ZIP code when chosen', async () => {
    const lookups = answer('lookupReturnLabelOrder', found);
    const { user } = renderApp('/en-int/returnlabel');
    await user.type(await screen.findByLabelText(/Order Number/), '000000102');
    await user.type(screen.getByLabelText(/Billing Last Name/), 'Keller');
    await user.click(screen.getByRole('radio', { name: 'ZIP Code' }));
    await user.type(screen.getByLabelText(/Billing ZIP Code/), '8008');
    await user.click(screen.getByRole('button', { name: 'Find Order' }));
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(lookups[0]!.fields).toMatchObject({ oar_type: 'zip', oar_zip: '8008' });
    expect(lookups[0]!.fields).not.toHaveProperty('oar_email');
  });

  test('step 2: only returnable items can be chosen, and Create waits for a quantity above 0', async () => {
    answer('lookupReturnLabelOrder', found);
    const creates = answer('createReturnLabel', created);
    const { user } = renderApp('/en-int/returnlabel');
    await lookUp(user);
    expect(await screen.findByText('Order # 000000102')).toBeInTheDocument();
    // The gift (can_return_gift off) is shown without a quantity, with the reason.
    expect(screen.getByText('Gifts cannot be returned.')).toBeInTheDocument();
    const quantities = screen.getAllByRole('combobox', { name: 'Quantity to return' });
    expect(quantities).toHaveLength(1);
    expect(screen.getByLabelText(/Phone number for the carrier/)).toHaveValue('+41 44 555 01 23');
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.selectOptions(quantities[0]!, '1');
    expect(create).toBeEnabled();
    await user.selectOptions(quantities[0]!, '0');
    expect(create).toBeDisabled();
    expect(creates).toEqual([]);
  });

  test("a created label brings step 1 back with the server's message and the download link", async () => {
    answer('lookupReturnLabelOrder', found);
    const creates = answer('createReturnLabel', created);
    const { user } = renderApp('/en-int/returnlabel');
    await lookUp(user);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Quantity to return' }), '1');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(CREATED)).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the return label (PDF)' })).toHaveAttribute(
      'href',
      '/en-int/casebackpostal/returnlabel/label/Zx8vB3nM1qW7eR5tY2uI9oP4aS6dF0gH3jK8lL1cV5b',
    );
    expect(creates).toEqual([
      {
        contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
        fields: {
          form_key: FORM_KEY,
          token: 'q3JmT0aZ8w2V5cX9yH1kLpN4rS7uB6dE0fG2iJ5mO8s',
          phone: '+41 44 555 01 23',
          'qty.5': '1',
        },
      },
    ]);
    expect(dataLayerEvents()).toContainEqual({
      event: 'return_label',
      return_label_step: 'create',
      return_label_status: 'success',
    });
    // Spec 9: the lookup shows the order just used, then initialises its inputs again (after 1500 ms).
    expect(screen.getByLabelText(/Order Number/)).toHaveValue('000000102');
    await waitFor(() => expect(screen.getByLabelText(/Order Number/)).toHaveValue(''));
    expect(screen.getByText(CREATED)).toBeInTheDocument();
  });

  test("a refused create shows the server's message and keeps step 2", async () => {
    answer('lookupReturnLabelOrder', found);
    answer('createReturnLabel', () =>
      HttpResponse.json(contractExample('createReturnLabel', 'alreadyReturned')),
    );
    const { user } = renderApp('/en-int/returnlabel');
    await lookUp(user);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Quantity to return' }), '1');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A return label already covers these items.')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
  });

  test("pre-fills the order number from the order view's link", async () => {
    renderApp('/en-int/returnlabel?order=000000101');
    expect(await screen.findByLabelText(/Order Number/)).toHaveValue('000000101');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractExample, contractUrl, dataLayerEvents, renderApp, server } from '../../../test-utils';
import {
  answerEasyChallenges,
  answerSubmit,
  dialogButtons,
  FORM_KEY,
  installWebCrypto,
  setFormKeyCookie,
} from './testing/serviceTesting';

type Shop = { id: number; name: string; address: string; city: string };
const PRODUCT_PAGE = '/en-int/heritage-chronograph.html';

beforeAll(installWebCrypto);
beforeEach(() => {
  answerEasyChallenges();
  setFormKeyCookie();
});

/** Two boutiques holding the watch, one without it; counts each boutique's fetches. */
function boutiques() {
  const geneva = contractExample<Shop>('getReservationShop');
  const zurich = {
    ...geneva,
    id: 2,
    name: 'Maison Aurèle Zurich',
    address: 'Bahnhofstrasse 31',
    city: 'Zurich',
  };
  const fetched: number[] = [];
  server.use(
    http.get(contractUrl('listReservationShops'), () =>
      HttpResponse.json([
        { id: 1, name: geneva.name, city: 'Geneva', country_id: 'CH', available: true },
        { id: 2, name: zurich.name, city: 'Zurich', country_id: 'CH', available: true },
        { id: 3, name: 'Maison Aurèle Paris', city: 'Paris', country_id: 'FR', available: false },
      ]),
    ),
    http.get(contractUrl('getReservationShop'), ({ params }) => {
      const id = Number(params.shopId);
      fetched.push(id);
      return HttpResponse.json(id === 2 ? zurich : geneva);
    }),
  );
  return fetched;
}

const dialog = () => screen.getByRole('dialog');
const subtitle = () => dialog().querySelector('.dialog__subtitle')?.textContent;

async function openReservation() {
  const view = renderApp(PRODUCT_PAGE);
  await view.user.click(await screen.findByRole('button', { name: 'Check & Reserve' }));
  await screen.findByRole('dialog', { name: 'Check & Reserve Step 1 of 3' });
  await screen.findByLabelText(/Boutique/);
  return view;
}

async function toStepTwo(user: Awaited<ReturnType<typeof openReservation>>['user']) {
  await user.selectOptions(screen.getByLabelText(/Boutique/), 'Maison Aurèle Geneva');
  await user.click(screen.getByRole('button', { name: 'Next Step' }));
  await screen.findByRole('dialog', { name: 'Check & Reserve Step 2 of 3' });
}

/** Pasted rather than typed key by key: the same events for formik, in a fraction of the time. */
async function fillDetails(user: Awaited<ReturnType<typeof openReservation>>['user']) {
  const fields: [RegExp, string][] = [
    [/First Name/, 'Anna'],
    [/Last Name/, 'Keller'],
    [/Email/, 'anna.keller@example.com'],
    [/Phone Number/, '+41 79 555 01 87'],
  ];
  for (const [label, value] of fields) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.click(screen.getByLabelText(/I accept the terms/));
}

describe('Check & Reserve', () => {
  test('three steps: boutique, details, confirmation, with the buttons of spec 2.4', async () => {
    boutiques();
    const sent = answerSubmit('saveReservation', true);
    const { user } = await openReservation();
    expect(dialogButtons()).toEqual(['Next Step']);
    // Without a boutique the shop form is invalid: step 1 stays.
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(within(dialog()).getByText('This is a required field.')).toBeInTheDocument();
    expect(subtitle()).toBe('Step 1 of 3');

    await toStepTwo(user);
    expect(dialogButtons()).toEqual(['Previous Step', 'Submit']);
    await user.type(screen.getByLabelText(/First Name/), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Previous Step' }));
    expect(subtitle()).toBe('Step 1 of 3');
    expect(screen.getByLabelText(/Boutique/)).toHaveDisplayValue('Maison Aurèle Geneva');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    // What was typed survives the trip back.
    expect(await screen.findByLabelText(/First Name/)).toHaveValue('Anna');

    await user.clear(screen.getByLabelText(/First Name/));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Check & Reserve Step 3 of 3' });
    expect(dialogButtons()).toEqual(['Close']);
    expect(screen.getByText('Thank you. Your reservation is confirmed.')).toBeInTheDocument();
    expect(sent.sent).toEqual([
      {
        reservation: {
          shop_id: 1,
          product_id: 102,
          firstname: 'Anna',
          lastname: 'Keller',
          email: 'anna.keller@example.com',
          telephone: '+41 79 555 01 87',
        },
        newsletter: false,
        terms: true,
        recaptcha: expect.stringMatching(/:\d+$/) as string,
      },
    ]);
    expect(sent.formKeys).toEqual([FORM_KEY]);
    expect(dataLayerEvents()).toContainEqual({
      event: 'reservation',
      sku: 'MA-HER-CHR-01-BLU-40',
      shop_id: 1,
    });

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check & Reserve' })).toHaveFocus();
  });

  test('a boutique is fetched when chosen and kept; the empty option clears it', async () => {
    const fetched = boutiques();
    const { user } = await openReservation();
    const select = screen.getByLabelText(/Boutique/);
    expect(
      within(select).getByRole('option', { name: 'Maison Aurèle Paris — not available' }),
    ).toBeDisabled();
    await user.selectOptions(select, 'Maison Aurèle Geneva');
    expect(await within(dialog()).findByText('Rue du Rhône 62', { exact: false })).toBeInTheDocument();
    await user.selectOptions(select, 'Maison Aurèle Zurich');
    expect(await within(dialog()).findByText('Bahnhofstrasse 31', { exact: false })).toBeInTheDocument();
    await user.selectOptions(select, 'Maison Aurèle Geneva');
    expect(await within(dialog()).findByText('Rue du Rhône 62', { exact: false })).toBeInTheDocument();
    expect(fetched).toEqual([1, 2]);

    await user.selectOptions(select, 'Choose a boutique');
    expect(within(dialog()).queryByText('Rue du Rhône 62', { exact: false })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(subtitle()).toBe('Step 1 of 3');
  });

  test("the terms box is required: 'This is a required field.' and nothing is sent", async () => {
    boutiques();
    const sent = answerSubmit('saveReservation', true);
    const { user } = await openReservation();
    await toStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The first field to fix takes the focus.
    await waitFor(() => expect(screen.getByLabelText(/First Name/)).toHaveFocus());
    const terms = screen.getByLabelText(/I accept the terms/);
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('This is a required field.');
    expect(sent.sent).toEqual([]);
    expect(subtitle()).toBe('Step 2 of 3');
  });

  test.each([
    [
      'the string "true"',
      200,
      'true',
      'There was a problem while making reservation. Please try again later.',
    ],
    [
      '{ success: true }',
      200,
      { success: true },
      'There was a problem while making reservation. Please try again later.',
    ],
    [
      'messages.error[0].message before message',
      422,
      {
        code: 'validation_failed',
        message: 'second',
        messages: { error: [{ message: 'The security check failed.' }] },
      },
      'The security check failed.',
    ],
    [
      'the message of an ApiError',
      409,
      { code: 'insufficient_stock', message: 'This watch is no longer available in this boutique.' },
      'This watch is no longer available in this boutique.',
    ],
    [
      'a body without a message',
      500,
      { code: 'internal_error' },
      'There was a problem while making reservation. Please try again later.',
    ],
  ])('an answer of %s stays on step 2 and shows the right message', async (_label, status, body, message) => {
    boutiques();
    answerSubmit('saveReservation', body, status);
    const { user } = await openReservation();
    await toStepTwo(user);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
    expect(subtitle()).toBe('Step 2 of 3');
    expect(dataLayerEvents().filter((e) => e.event === 'reservation')).toEqual([]);
  });

  test('says so when no boutique holds the piece', async () => {
    server.use(
      http.get(contractUrl('listReservationShops'), () =>
        HttpResponse.json([
          { id: 1, name: 'Maison Aurèle Geneva', city: 'Geneva', country_id: 'CH', available: false },
        ]),
      ),
    );
    await openReservation();
    expect(within(dialog()).getByText('No boutique holds this piece at the moment.')).toBeInTheDocument();
  });

  test('a configurable watch without a chosen variation cannot be reserved yet', async () => {
    const product = contractExample<{ variants: unknown[] }>('getProductByUrlKey');
    server.use(
      http.get(contractUrl('getProductByUrlKey'), () => HttpResponse.json({ ...product, variants: [] })),
    );
    renderApp(PRODUCT_PAGE);
    const button = await screen.findByRole('button', { name: 'Check & Reserve' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Choose your options to reserve this watch in a boutique.');
  });
});

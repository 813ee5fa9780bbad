import { addListener } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  answerEasyChallenges,
  contractExample,
  contractUrl,
  currentUrl,
  dataLayerEvents,
  installWebCrypto,
  renderApp,
  server,
} from '../../test-utils';
import { accountCreated, registrationDismissed } from '../../events/registration';
import { watchRegistered, watchRegistrationRequested } from '../../events/watch-registration';
import { WATCH_REGISTRATION_TIMINGS } from './timings';
import { checkStarted, serialCheckAnswered } from './watchRegistrationSlice';
import type { SerialCheckResult } from '../../api/watchRegistration';

const FORM_KEY = '3fZq9LmP2xYw7TbK';
type User = ReturnType<typeof renderApp>['user'];

const inDialog = () => within(screen.getByRole('dialog', { name: /Register my watch/ }));
const stepCode = () => document.querySelector('.watch-registration')?.getAttribute('data-step');

/** Types a number into the boxes the way a shopper does: the focus moves on by itself. */
async function typeNumber(user: User, groupName: RegExp, text: string) {
  const group = await inDialog().findByRole('group', { name: groupName });
  await user.click(within(group).getAllByRole('textbox')[0]!);
  await user.keyboard(text);
}

async function openModal() {
  const rendered = renderApp('/en-int/registermywatch/register');
  await screen.findByRole('dialog', { name: /Register my watch/ });
  return rendered;
}

/** Records each body sent to an operation, answering its named example (or the first). */
function record(operationId: string, example?: string) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(contractUrl(operationId), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(contractExample(operationId, example) as object);
    }),
  );
  return bodies;
}

const serialAnswer = (customerId: number) => ({
  ...(contractExample('checkWatchSerial', 'found') as object),
  customer_id: customerId,
});

// The modal and the pages are lazy chunks: compile them once before the tests, so that no test's own time
// (5 s) goes to the compilation on a loaded machine.
beforeAll(async () => {
  installWebCrypto();
  await import('./WatchRegistrationModal');
  const { unmount } = renderApp('/en-int/registermywatch/register');
  await screen.findByRole('dialog', { name: /Register my watch/ }, { timeout: 30_000 });
  unmount();
}, 60_000);

beforeEach(() => {
  document.cookie = `form_key=${FORM_KEY}; path=/`;
  answerEasyChallenges();
});

describe('register my watch modal (spec 2.9, 4)', () => {
  test("the alternate menu's button goes to registermywatch/register, whose page opens the modal", async () => {
    const { user, router } = renderApp('/en-int/');
    const menu = await screen.findByRole('navigation', { name: 'Services and account' });
    await user.click(within(menu).getByRole('link', { name: 'Register my watch' }));
    expect(await screen.findByRole('dialog', { name: /Register my watch/ })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/en-int/registermywatch/register');
    expect(stepCode()).toBe('serial_form');
  });

  test('opens on the shared watchRegistrationRequested action (my watches)', async () => {
    const { store } = renderApp('/en-int/');
    await screen.findByRole('banner');
    act(() => void store.dispatch(watchRegistrationRequested()));
    expect(await screen.findByRole('dialog', { name: /Register my watch/ })).toBeInTheDocument();
  });

  test('a signed-in customer registers by serial: check, agreement, newsletter, confirmation', async () => {
    const checks = record('checkWatchSerial');
    server.use(http.post(contractUrl('checkWatchSerial'), () => HttpResponse.json(serialAnswer(7))));
    const registrations = record('registerWatch', 'registered');
    const { user } = await openModal();
    await typeNumber(user, /^Serial number/, 'ma2c4k7q1');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(stepCode()).toBe('serial_confirmation'));
    expect(checks).toHaveLength(0);
    expect(inDialog().getByText('Héritage Chronographe Blue 40 mm')).toBeInTheDocument();
    expect(inDialog().getByText('MA2C4K7Q1')).toBeInTheDocument();
    await user.click(inDialog().getByLabelText(/I confirm that this watch is mine/));
    await user.click(inDialog().getByLabelText(/Keep me informed/));
    await user.click(inDialog().getByRole('button', { name: 'Add to my collection' }));
    await waitFor(() => expect(stepCode()).toBe('register_confirmation'));
    expect(inDialog().getByText('Your watch has been added to your collection.')).toBeInTheDocument();
    expect(registrations).toEqual([
      {
        serial: 'MA2C4K7Q1',
        sku: 'MA-HER-CHR-01-BLU-40',
        newsletter_subscribe: 1,
        store_id: 1,
        form_key: FORM_KEY,
      },
    ]);
    expect(inDialog().getByRole('link', { name: 'Go to my watches' })).toHaveAttribute(
      'href',
      '/en-int/registermywatch/customer/index',
    );
    expect(inDialog().getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en-int/contact');
    expect(dataLayerEvents()).toEqual(
      expect.arrayContaining([
        {
          event: 'watch_registration',
          watch_registration_step: 'serial_confirmation',
          watch_registration_method: 'serial',
        },
        {
          event: 'watch_registration',
          watch_registration_status: 'success',
          watch_registration_method: 'serial',
          product_sku: 'MA-HER-CHR-01-BLU-40',
        },
      ]),
    );
  });

  test('the serial check sends the number, an empty caseback and a solved captcha', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(contractUrl('checkWatchSerial'), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(serialAnswer(7));
      }),
    );
    const { user } = await openModal();
    await typeNumber(user, /^Serial number/, 'MA2C4K7Q1');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      serial: 'MA2C4K7Q1',
      caseback: '',
      recaptcha: expect.stringMatching(/:\d+$/),
      form_key: FORM_KEY,
    });
  });

  test('caseback with several products: the shopper picks one, shown with name and image', async () => {
    const registrations = record('registerWatch', 'registered');
    server.use(
      http.post(contractUrl('checkWatchCaseback'), () =>
        HttpResponse.json({
          ...(contractExample('checkWatchCaseback', 'several') as object),
          customer_id: 7,
        }),
      ),
    );
    const { user } = await openModal();
    await user.click(inDialog().getByRole('button', { name: 'Caseback number' }));
    expect(inDialog().getByRole('button', { name: 'Caseback number' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await typeNumber(user, /^Caseback number/, '1887001');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(stepCode()).toBe('caseback_watch_select'));
    const choices = inDialog().getByRole('list', { name: 'Watches with this caseback number' });
    expect(within(choices).getAllByRole('button')).toHaveLength(2);
    expect(within(choices).getByText('Héritage Automatique Ivory 38 mm')).toBeInTheDocument();
    expect(choices.querySelector('img')).toHaveAttribute(
      'src',
      '/media/catalog/product/MA-HER-AUT-02-IVO-38.svg',
    );
    await user.click(within(choices).getByRole('button', { name: /Méridien Automatique Black 40 mm/ }));
    expect(stepCode()).toBe('serial_confirmation');
    await user.click(inDialog().getByLabelText(/I confirm that this watch is mine/));
    await user.click(inDialog().getByRole('button', { name: 'Add to my collection' }));
    await waitFor(() => expect(stepCode()).toBe('register_confirmation'));
    expect(registrations[0]).toMatchObject({
      serial: '',
      sku: 'MA-MER-AUT-02-BLK-40',
      newsletter_subscribe: 0,
    });
  });

  test('a guest signs in on the login form, and the watch is registered', async () => {
    server.use(http.post(contractUrl('checkWatchSerial'), () => HttpResponse.json(serialAnswer(0))));
    const logins = record('loginCustomer', 'success');
    const registrations = record('registerWatch', 'registered');
    const { user } = await openModal();
    await typeNumber(user, /^Serial number/, 'MA2C4K7Q1');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(stepCode()).toBe('serial_confirmation'));
    await user.click(inDialog().getByLabelText(/I confirm that this watch is mine/));
    await user.click(inDialog().getByRole('button', { name: 'Add to my collection' }));
    expect(stepCode()).toBe('login_form');
    expect(registrations).toHaveLength(0);
    await user.click(inDialog().getByRole('button', { name: 'Sign in and add my watch' }));
    expect(await inDialog().findAllByText('This is a required field.')).toHaveLength(2);
    await user.type(inDialog().getByLabelText(/^Email/), 'anna.keller@example.com');
    await user.type(inDialog().getByLabelText(/^Password/), 'Caseback-Demo-1');
    await user.click(inDialog().getByRole('button', { name: 'Sign in and add my watch' }));
    await waitFor(() => expect(stepCode()).toBe('register_confirmation'));
    expect(logins).toEqual([
      {
        username: 'anna.keller@example.com',
        password: 'Caseback-Demo-1',
        form_key: FORM_KEY,
        recaptcha: null,
      },
    ]);
    expect(registrations).toHaveLength(1);
  });

  test("the login form shows the server's message, or 'Could not authenticate…' when the call fails", async () => {
    server.use(http.post(contractUrl('checkWatchSerial'), () => HttpResponse.json(serialAnswer(0))));
    record('loginCustomer', 'invalid');
    const { user } = await openModal();
    await typeNumber(user, /^Serial number/, 'MA2C4K7Q1');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(stepCode()).toBe('serial_confirmation'));
    await user.click(inDialog().getByLabelText(/I confirm that this watch is mine/));
    await user.click(inDialog().getByRole('button', { name: 'Add to my collection' }));
    await user.type(inDialog().getByLabelText(/^Email/), 'anna.keller@example.com');
    await user.type(inDialog().getByLabelText(/^Password/), 'wrong');
    await user.click(inDialog().getByRole('button', { name: 'Sign in and add my watch' }));
    expect(
      await inDialog().findByText(
        /The account sign-in was incorrect or your account is disabled temporarily/,
      ),
    ).toBeInTheDocument();
    server.use(http.post(contractUrl('loginCustomer'), () => HttpResponse.error()));
    await user.click(inDialog().getByRole('button', { name: 'Sign in and add my watch' }));
    expect(await inDialog().findByText('Could not authenticate. Please try again later')).toBeInTheDocument();
    expect(stepCode()).toBe('login_form');
  });

  test('creating an account hides the modal; once the account exists the watch is registered', async () => {
    server.use(http.post(contractUrl('checkWatchSerial'), () => HttpResponse.json(serialAnswer(0))));
    const registrations = record('registerWatch', 'registered');
    const { user, store } = await openModal();
    await typeNumber(user, /^Serial number/, 'MA2C4K7Q1');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(stepCode()).toBe('serial_confirmation'));
    await user.click(inDialog().getByLabelText(/I confirm that this watch is mine/));
    await user.click(inDialog().getByRole('button', { name: 'Add to my collection' }));
    await user.click(inDialog().getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('dialog', { name: /Create an account/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Register my watch/ })).not.toBeInTheDocument();
    // The registration feature announces the new account, then its modal closes.
    act(() => void store.dispatch(accountCreated()));
    await waitFor(() => expect(registrations).toHaveLength(1));
    act(() => void store.dispatch(registrationDismissed()));
    expect(await screen.findByRole('dialog', { name: /Register my watch/ })).toBeInTheDocument();
    expect(stepCode()).toBe('register_confirmation');
  });

  test('Add to my collection without the agreement highlights the agreement area for 2 s', async () => {
    server.use(http.post(contractUrl('checkWatchSerial'), () => HttpResponse.json(serialAnswer(7))));
    const registrations = record('registerWatch', 'registered');
    const { user } = await openModal();
    await typeNumber(user, /^Serial number/, 'MA2C4K7Q1');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(stepCode()).toBe('serial_confirmation'));
    const area = document.getElementById('watch-agreement-area')!;
    jest.useFakeTimers();
    try {
      act(() => inDialog().getByRole('button', { name: 'Add to my collection' }).click());
      expect(area).toHaveAttribute('data-invalid', 'true');
      expect(inDialog().getByLabelText(/I confirm that this watch is mine/)).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      act(() => void jest.advanceTimersByTime(WATCH_REGISTRATION_TIMINGS.agreementErrorMs - 1));
      expect(area).toHaveAttribute('data-invalid', 'true');
      act(() => void jest.advanceTimersByTime(1));
      expect(area).toHaveAttribute('data-invalid', 'false');
    } finally {
      jest.useRealTimers();
    }
    expect(registrations).toHaveLength(0);
    expect(stepCode()).toBe('serial_confirmation');
  });

  test('a number of the wrong length shows its message for 2 s and calls nothing', async () => {
    const checks = record('checkWatchSerial');
    const { user } = await openModal();
    await typeNumber(user, /^Serial number/, 'MA2C4');
    jest.useFakeTimers();
    try {
      act(() => inDialog().getByRole('button', { name: 'Check' }).click());
      expect(inDialog().getByText('Invalid serial number. Please check and try again.')).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(WATCH_REGISTRATION_TIMINGS.digitErrorMs));
      expect(
        inDialog().queryByText('Invalid serial number. Please check and try again.'),
      ).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
    await user.click(inDialog().getByRole('button', { name: 'Caseback number' }));
    await typeNumber(user, /^Caseback number/, '12345');
    await user.click(inDialog().getAllByRole('button', { name: 'Check' })[0]!);
    expect(
      await inDialog().findByText('Invalid caseback number. Please check and try again.'),
    ).toBeInTheDocument();
    expect(checks).toHaveLength(0);
  });

  test("a check answered false shows the server's message, hidden after 2000 ms", async () => {
    record('checkWatchSerial', 'unknown');
    const { user, store } = await openModal();
    await typeNumber(user, /^Serial number/, 'MAZZZZZZZ');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    const message = 'We could not find this serial number. Please check it and try again.';
    expect(await inDialog().findByText(message)).toBeInTheDocument();
    expect(stepCode()).toBe('serial_form');
    // The same answer again, under a clock the test moves.
    jest.useFakeTimers();
    try {
      act(() => {
        store.dispatch(checkStarted({ method: 'serial', store: { code: 'en-int', id: 1 } }));
        store.dispatch(serialCheckAnswered(contractExample<SerialCheckResult>('checkWatchSerial', 'taken')));
      });
      const taken = /already registered to another account/;
      expect(inDialog().getByText(taken)).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(WATCH_REGISTRATION_TIMINGS.errorAutoHideMs - 1));
      expect(inDialog().getByText(taken)).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(1));
      expect(inDialog().queryByText(taken)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  test('network errors show the wording of spec 8 for each call', async () => {
    server.use(
      http.post(contractUrl('checkWatchSerial'), () => HttpResponse.error()),
      http.post(contractUrl('checkWatchCaseback'), () => HttpResponse.error()),
    );
    const { user } = await openModal();
    await typeNumber(user, /^Serial number/, 'MA2C4K7Q1');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    expect(
      await inDialog().findByText('Error verifying serial number, please try again later.'),
    ).toBeInTheDocument();
    await user.click(inDialog().getByRole('button', { name: 'Caseback number' }));
    await typeNumber(user, /^Caseback number/, '2024117');
    await user.click(inDialog().getAllByRole('button', { name: 'Check' })[0]!);
    expect(
      await inDialog().findByText('Error verifying case back number, please try again later.'),
    ).toBeInTheDocument();
    server.use(
      http.post(contractUrl('checkWatchCaseback'), () =>
        HttpResponse.json({
          ...(contractExample('checkWatchCaseback', 'several') as object),
          customer_id: 7,
        }),
      ),
      http.post(contractUrl('registerWatch'), () => HttpResponse.error()),
    );
    await user.click(inDialog().getAllByRole('button', { name: 'Check' })[0]!);
    await waitFor(() => expect(stepCode()).toBe('caseback_watch_select'));
    await user.click(inDialog().getByRole('button', { name: /Héritage Automatique Ivory 38 mm/ }));
    await user.click(inDialog().getByLabelText(/I confirm that this watch is mine/));
    await user.click(inDialog().getByRole('button', { name: 'Add to my collection' }));
    expect(await inDialog().findByText('Error linking watch, please try again later.')).toBeInTheDocument();
    expect(stepCode()).toBe('serial_confirmation');
  });

  test("register answered false shows the server's message; success tells my watches", async () => {
    server.use(http.post(contractUrl('checkWatchSerial'), () => HttpResponse.json(serialAnswer(7))));
    record('registerWatch', 'mine');
    const { user, store } = await openModal();
    await typeNumber(user, /^Serial number/, 'MA2C4K7Q1');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(stepCode()).toBe('serial_confirmation'));
    await user.click(inDialog().getByLabelText(/I confirm that this watch is mine/));
    await user.click(inDialog().getByRole('button', { name: 'Add to my collection' }));
    expect(await inDialog().findByText('This watch is already in your collection.')).toBeInTheDocument();
    const registered: unknown[] = [];
    store.dispatch(
      addListener({
        actionCreator: watchRegistered,
        effect: (action) => void registered.push(action.payload),
      }),
    );
    record('registerWatch', 'registered');
    await user.click(inDialog().getByRole('button', { name: 'Add to my collection' }));
    await waitFor(() => expect(stepCode()).toBe('register_confirmation'));
    expect(registered).toEqual([{ serial: 'MA2C4K7Q1', sku: 'MA-HER-CHR-01-BLU-40' }]);
  });

  test('while a check runs, the buttons are disabled', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.post(
        contractUrl('checkWatchSerial'),
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json(serialAnswer(7)));
          }),
      ),
    );
    const { user } = await openModal();
    await typeNumber(user, /^Serial number/, 'MA2C4K7Q1');
    await user.click(inDialog().getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(inDialog().getByRole('button', { name: /Checking|Verifying/ })).toBeDisabled(),
    );
    expect(inDialog().getByRole('button', { name: 'Caseback number' })).toBeDisabled();
    answer();
    await waitFor(() => expect(stepCode()).toBe('serial_confirmation'));
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  contractExample,
  contractUrl,
  currentUrl,
  dataLayerEvents,
  pageTypesPushed,
  renderApp,
  server,
} from '../../test-utils';
import { registrationRequested } from '../../events/registration';
import { REGISTRATION_ERRORS, REGISTRATION_ERROR_DISPLAY_MS, registrationFailed } from './registrationSlice';

const FORM_KEY = '3fZq9LmP2xYw7TbK';
const PASSWORD = 'Watch-Lover-88';

type User = ReturnType<typeof renderApp>['user'];

/** The sign-in page's 'New customers' block opens the modal. */
async function openFromSignInPage() {
  const rendered = renderApp('/en-int/customer/account/login');
  const block = await screen.findByRole('region', { name: 'New customers' });
  await rendered.user.click(within(block).getByRole('button', { name: 'Create an account' }));
  const dialog = await screen.findByRole('dialog', { name: /Create an account/ });
  return { ...rendered, dialog };
}

async function fillStep1(user: User, email = 'claire.dubois@example.com') {
  await enter(user, inDialog().getByLabelText(/^Email/), email);
  await enter(user, inDialog().getByLabelText(/^Password/), PASSWORD);
  await enter(user, inDialog().getByLabelText(/^Confirm Password/), PASSWORD);
}

/** Queries inside the open dialog (the sign-in page behind it has an e-mail and a password field too). */
const inDialog = () => within(screen.getByRole('dialog'));
/** Puts text into a field in one input event (typing key by key is slow on a loaded machine). */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const next = (user: User) => user.click(inDialog().getByRole('button', { name: 'Next' }));
const stepCode = () => document.querySelector('.registration')?.getAttribute('data-step');

// The modal is a lazy chunk: compile it once before the tests, so no test's wait includes the compilation.
beforeAll(async () => {
  await import('./RegistrationModal');
});

describe('registration modal (spec 2.8)', () => {
  beforeEach(() => {
    document.cookie = `form_key=${FORM_KEY}; path=/`;
  });

  test('validates step 1 before asking the server, and shows no Back on the first step', async () => {
    let checked = false;
    server.use(http.post(contractUrl('isEmailAvailable'), () => ((checked = true), HttpResponse.json({}))));
    const { user, dialog } = await openFromSignInPage();
    expect(within(dialog).getByText('Step 1 of 4')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await enter(user, inDialog().getByLabelText(/^Email/), 'claire@example');
    await enter(user, inDialog().getByLabelText(/^Password/), 'short');
    await next(user);
    expect(
      await screen.findByText('Please enter a valid email address (Ex: johndoe@domain.com).'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Minimum length of this field must be equal or greater than 8 symbols/),
    ).toBeInTheDocument();
    expect(screen.getByText('This is a required field.')).toBeInTheDocument();
    expect(checked).toBe(false);
    expect(stepCode()).toBe('sign_in_information');
  });

  test("a taken e-mail keeps step 1 with the server's message under the field, cleared on input", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(contractUrl('isEmailAvailable'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(contractExample('isEmailAvailable', 'taken'));
      }),
    );
    const { user } = await openFromSignInPage();
    await fillStep1(user, 'anna.keller@example.com');
    await next(user);
    const message = await screen.findByText(/There is already an account with this email address/);
    expect(inDialog().getByLabelText(/^Email/)).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining(message.id),
    );
    expect(bodies).toEqual([{ email: 'anna.keller@example.com', form_key: FORM_KEY }]);
    expect(stepCode()).toBe('sign_in_information');
    await user.type(inDialog().getByLabelText(/^Email/), 'x');
    expect(screen.queryByText(/There is already an account/)).not.toBeInTheDocument();
  });

  test('a failed availability check shows the spec message and stays on step 1', async () => {
    server.use(http.post(contractUrl('isEmailAvailable'), () => HttpResponse.error()));
    const { user, dialog } = await openFromSignInPage();
    await fillStep1(user);
    await next(user);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        REGISTRATION_ERRORS.emailCheck.defaultMessage,
      ),
    );
    expect(stepCode()).toBe('sign_in_information');
  });

  test('while a call runs, the buttons are disabled', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.post(
        contractUrl('isEmailAvailable'),
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json(contractExample('isEmailAvailable', 'available')));
          }),
      ),
    );
    const { user } = await openFromSignInPage();
    await fillStep1(user);
    await next(user);
    await waitFor(() => expect(inDialog().getByRole('button', { name: 'Next' })).toBeDisabled());
    answer();
    expect(await inDialog().findByLabelText(/^First Name/)).toBeInTheDocument();
    expect(inDialog().getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(inDialog().getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  test('four steps to an account: every field posted, the message shown, signed in, Continue goes to redirect_url', async () => {
    const registered: unknown[] = [];
    let signedIn = false;
    server.use(
      http.post(contractUrl('registerCustomer'), async ({ request }) => {
        registered.push(await request.json());
        signedIn = true;
        return HttpResponse.json(contractExample('registerCustomer', 'created'));
      }),
      http.get(contractUrl('loadCustomerSections'), () =>
        HttpResponse.json(contractExample('loadCustomerSections', signedIn ? 'signedIn' : 'guest')),
      ),
    );
    const { user, router, dialog } = await openFromSignInPage();
    await fillStep1(user);
    await next(user);

    // Step 2: its own fields validate; Back keeps what was typed on step 1.
    expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
    expect(stepCode()).toBe('personal_information');
    expect(screen.queryByText('This is a required field.')).not.toBeInTheDocument();
    await next(user);
    expect(await screen.findAllByText('This is a required field.')).toHaveLength(2);
    await user.click(inDialog().getByRole('button', { name: 'Back' }));
    expect(await inDialog().findByLabelText(/^Email/)).toHaveValue('claire.dubois@example.com');
    await next(user);
    await screen.findByText('Step 2 of 4');
    await user.selectOptions(inDialog().getByLabelText(/^Title/), 'Mrs / Ms');
    await enter(user, inDialog().getByLabelText(/^First Name/), 'Claire');
    await enter(user, inDialog().getByLabelText(/^Last Name/), 'Dubois');
    const dob = inDialog().getByLabelText(/^Date of Birth/);
    expect(dob).toHaveAttribute('type', 'date');
    expect(dob.getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.change(dob, { target: { value: '1988-04-17' } });
    await next(user);

    // Step 3: nothing to validate; its button registers.
    expect(await screen.findByText('Step 3 of 4')).toBeInTheDocument();
    await user.click(inDialog().getByLabelText('Sign up for our newsletter'));
    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));

    expect(await screen.findByText('Thank you for registering with Maison Aurèle.')).toBeInTheDocument();
    expect(stepCode()).toBe('confirmation-step');
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    expect(registered).toEqual([
      {
        email: 'claire.dubois@example.com',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        gender: 2,
        firstname: 'Claire',
        lastname: 'Dubois',
        dob: '1988-04-17',
        is_subscribed: true,
        form_key: FORM_KEY,
      },
    ]);
    // The sections reload: the header greets the customer and 'User Meta' says logged in.
    expect(await screen.findByText('Hello, Anna')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        dataLayerEvents()
          .filter((e) => e.event === 'User Meta')
          .at(-1),
      ).toMatchObject({ login_status: true }),
    );

    await user.click(inDialog().getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentUrl(router)).toBe('/en-int/customer/account');
  });

  test("a refused registration shows the server's message; a failed one the spec text", async () => {
    let attempt = 0;
    server.use(
      http.post(contractUrl('registerCustomer'), () => {
        attempt += 1;
        return attempt === 1
          ? HttpResponse.json(contractExample('registerCustomer', 'taken'))
          : HttpResponse.json({ code: 'internal', message: 'boom' }, { status: 500 });
      }),
    );
    const { user, dialog } = await openFromSignInPage();
    await fillStep1(user);
    await next(user);
    await enter(user, await inDialog().findByLabelText(/^First Name/), 'Claire');
    await enter(user, inDialog().getByLabelText(/^Last Name/), 'Dubois');
    await next(user);
    const create = await within(dialog).findByRole('button', { name: 'Create an account' });
    await user.click(create);
    expect(
      await screen.findByText(/There is already an account with this email address/),
    ).toBeInTheDocument();
    await user.click(create);
    expect(await screen.findByText(REGISTRATION_ERRORS.submit.defaultMessage)).toBeInTheDocument();
    expect(stepCode()).toBe('newsletter_subscription');
  });

  test('errors hide by themselves after 10 s', async () => {
    const { store, dialog } = await openFromSignInPage();
    const alert = () => within(dialog).getByRole('alert');
    jest.useFakeTimers();
    try {
      act(() => void store.dispatch(registrationFailed()));
      expect(alert()).toHaveTextContent(REGISTRATION_ERRORS.submit.defaultMessage);
      act(() => void jest.advanceTimersByTime(REGISTRATION_ERROR_DISPLAY_MS - 1));
      expect(alert()).toHaveTextContent(REGISTRATION_ERRORS.submit.defaultMessage);
      act(() => void jest.advanceTimersByTime(1));
      expect(alert()).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });

  test('the header opens it, and so does the shared registrationRequested action', async () => {
    const { user, store } = renderApp('/en-int/');
    const header = await screen.findByRole('banner');
    await user.click(await within(header).findByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('dialog', { name: /Create an account/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => void store.dispatch(registrationRequested()));
    expect(await screen.findByRole('dialog', { name: /Create an account/ })).toBeInTheDocument();
  });
});

describe('registration page (page type 13)', () => {
  test('customer/account/create shows the same stepper and reports page type 13', async () => {
    renderApp('/en-int/customer/account/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Email/)).toBeInTheDocument();
    expect(stepCode()).toBe('sign_in_information');
    await waitFor(() => expect(pageTypesPushed()).toContain(13));
  });
});

import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  answerEasyChallenges,
  contractExample,
  contractUrl,
  currentUrl,
  installWebCrypto,
  renderApp,
  server,
} from '../../test-utils';

const FORM_KEY = '3fZq9LmP2xYw7TbK';

async function openSignIn() {
  const rendered = renderApp('/en-int/customer/account/login');
  await screen.findByRole('heading', { level: 1, name: 'Customer sign-in' });
  return rendered;
}

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page (page type 13)', () => {
  beforeEach(() => {
    document.cookie = `form_key=${FORM_KEY}; path=/`;
  });

  test('validates the email format and the required password before posting', async () => {
    let posted = false;
    server.use(http.post(contractUrl('loginCustomer'), () => ((posted = true), HttpResponse.json({}))));
    const { user } = await openSignIn();
    await fillAndSubmit(user, 'anna.keller@example', '');
    expect(
      await screen.findByText('Please enter a valid email address (Ex: johndoe@domain.com).'),
    ).toBeInTheDocument();
    expect(screen.getByText('This is a required field.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  test('success posts username, password, form key and a null recaptcha, then goes to the store home', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(contractUrl('loginCustomer'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(contractExample('loginCustomer', 'success'));
      }),
    );
    const { user, router } = await openSignIn();
    await fillAndSubmit(user, ' anna.keller@example.com ', 'Caseback-Demo-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Swiss watchmakers since 1887' }),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/en-int/');
    expect(bodies).toEqual([
      {
        username: 'anna.keller@example.com',
        password: 'Caseback-Demo-1',
        form_key: FORM_KEY,
        recaptcha: null,
      },
    ]);
  });

  test('a redirect_url on this site is followed', async () => {
    server.use(
      http.post(contractUrl('loginCustomer'), () =>
        HttpResponse.json({
          errors: false,
          message: 'You are signed in.',
          redirect_url: '/en-int/watches/heritage',
        }),
      ),
    );
    const { user, router } = await openSignIn();
    await fillAndSubmit(user, 'anna.keller@example.com', 'Caseback-Demo-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Heritage' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/en-int/watches/heritage');
  });

  test('errors: true shows the server message in the alert region', async () => {
    server.use(
      http.post(contractUrl('loginCustomer'), () =>
        HttpResponse.json(contractExample('loginCustomer', 'invalid')),
      ),
    );
    const { user, router } = await openSignIn();
    await fillAndSubmit(user, 'anna.keller@example.com', 'wrong password');
    const alert = screen.getAllByRole('alert').find((region) => region.textContent);
    expect(alert).toHaveTextContent(
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    );
    expect(currentUrl(router)).toBe('/en-int/customer/account/login');
  });

  test.each([
    ['a network failure', () => HttpResponse.error()],
    ['a server error', () => HttpResponse.json({ code: 'internal_error', message: 'Boom' }, { status: 500 })],
  ])('%s shows "Could not authenticate. Please try again later"', async (_case, answer) => {
    server.use(http.post(contractUrl('loginCustomer'), answer));
    const { user } = await openSignIn();
    await fillAndSubmit(user, 'anna.keller@example.com', 'Caseback-Demo-1');
    expect(await screen.findByText('Could not authenticate. Please try again later')).toBeInTheDocument();
  });

  test('without a form key cookie the sections are loaded first, which starts the session', async () => {
    document.cookie = 'form_key=; Max-Age=0; path=/';
    const bodies: { form_key?: string }[] = [];
    server.use(
      http.get(contractUrl('loadCustomerSections'), () => {
        // The real server answers with Set-Cookie; the browser would store it like this.
        document.cookie = 'form_key=Zx81Qw2Er4Ty6Ui8; path=/';
        return HttpResponse.json(contractExample('loadCustomerSections', 'guest'));
      }),
      http.post(contractUrl('loginCustomer'), async ({ request }) => {
        bodies.push((await request.json()) as { form_key?: string });
        return HttpResponse.json(contractExample('loginCustomer', 'success'));
      }),
    );
    const { user } = await openSignIn();
    document.cookie = 'form_key=; Max-Age=0; path=/';
    await fillAndSubmit(user, 'anna.keller@example.com', 'Caseback-Demo-1');
    await screen.findByRole('heading', { level: 1, name: 'Swiss watchmakers since 1887' });
    expect(bodies.map((body) => body.form_key)).toEqual(['Zx81Qw2Er4Ty6Ui8']);
  });

  describe('after failed attempts the server asks for the captcha', () => {
    beforeAll(installWebCrypto);

    const captchaRequired = () =>
      HttpResponse.json(contractExample('loginCustomer', 'captchaRequired', 403), { status: 403 });
    const invalid = () => HttpResponse.json(contractExample('loginCustomer', 'invalid'));
    const success = () => HttpResponse.json(contractExample('loginCustomer', 'success'));

    /** Answers the sign-in posts in turn and records the `recaptcha` each one carried. */
    function answerLogins(...answers: (() => Response)[]): (string | null)[] {
      const sent: (string | null)[] = [];
      server.use(
        http.post(contractUrl('loginCustomer'), async ({ request }) => {
          sent.push(((await request.json()) as { recaptcha: string | null }).recaptcha);
          return answers[Math.min(sent.length, answers.length) - 1]!();
        }),
      );
      return sent;
    }

    test('solves the captcha and sends again by itself, then signs in', async () => {
      const challenges = answerEasyChallenges();
      const sent = answerLogins(captchaRequired, success);
      const { user, router } = await openSignIn();
      await fillAndSubmit(user, 'anna.keller@example.com', 'Caseback-Demo-1');
      await screen.findByRole('heading', { level: 1, name: 'Swiss watchmakers since 1887' });
      expect(currentUrl(router)).toBe('/en-int/');
      expect(sent).toHaveLength(2);
      expect(sent[0]).toBeNull();
      // The solution is `{token}:{nonce}` of the challenge the server handed out.
      expect(sent[1]).toMatch(/:\d+$/);
      expect(challenges.issued).toBeGreaterThanOrEqual(1);
    });

    test('a wrong password after the check shows why, and the next try carries a captcha at once', async () => {
      answerEasyChallenges();
      const sent = answerLogins(captchaRequired, invalid, success);
      const { user } = await openSignIn();
      await fillAndSubmit(user, 'anna.keller@example.com', 'wrong password');
      const alert = await screen.findByText(/The account sign-in was incorrect/);
      expect(alert).toBeInTheDocument();
      expect(sent).toHaveLength(2);

      await user.clear(screen.getByLabelText(/^Password/));
      await user.type(screen.getByLabelText(/^Password/), 'Caseback-Demo-1');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await screen.findByRole('heading', { level: 1, name: 'Swiss watchmakers since 1887' });
      expect(sent).toHaveLength(3);
      expect(sent[2]).toMatch(/:\d+$/);
      // Each submission spent its own solution.
      expect(sent[2]).not.toBe(sent[1]);
    });

    test('says a security check is running while the proof of work is found', async () => {
      let release: () => void = () => undefined;
      const challengeHeld = new Promise<void>((resolve) => (release = resolve));
      server.use(
        http.get(contractUrl('getCaptchaChallenge'), async () => {
          await challengeHeld;
          const example = contractExample<{ token: string }>('getCaptchaChallenge');
          return HttpResponse.json({ ...example, difficulty: 1 });
        }),
      );
      answerLogins(captchaRequired, success);
      const { user } = await openSignIn();
      await fillAndSubmit(user, 'anna.keller@example.com', 'Caseback-Demo-1');
      const status = await screen.findByText(
        'Verifying… For your security, a quick check runs in your browser before you are signed in.',
      );
      expect(status).toHaveAttribute('role', 'status');
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
      release();
      await screen.findByRole('heading', { level: 1, name: 'Swiss watchmakers since 1887' });
    });

    test('a captcha that still does not pass shows the server message', async () => {
      answerEasyChallenges();
      const sent = answerLogins(captchaRequired);
      const { user } = await openSignIn();
      await fillAndSubmit(user, 'anna.keller@example.com', 'Caseback-Demo-1');
      expect(
        await screen.findByText('For your security, please complete the security check to sign in.'),
      ).toBeInTheDocument();
      // Once automatically, not in a loop.
      expect(sent).toHaveLength(2);
    });

    test('too many attempts from this client shows the wait the server asks for', async () => {
      answerLogins(() =>
        HttpResponse.json(contractExample('loginCustomer', undefined, 429), {
          status: 429,
          headers: { 'Retry-After': '840' },
        }),
      );
      const { user } = await openSignIn();
      await fillAndSubmit(user, 'anna.keller@example.com', 'Caseback-Demo-1');
      expect(
        await screen.findByText('Too many attempts. Please try again in 840 seconds.'),
      ).toBeInTheDocument();
    });
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractExample, contractUrl, pageTypesPushed, renderApp, server } from '../../test-utils';

const FORM_KEY = '3fZq9LmP2xYw7TbK';
const TOKEN = 'q3Xh0u9Vd2nB7kLmP4sT8wYz1cE6fG5hJ0iK2lM3nO4';
const PAGE = `/en-int/customer/account/createPassword?token=${TOKEN}`;

async function openForm() {
  const rendered = renderApp(PAGE);
  await screen.findByRole('button', { name: 'Set a New Password' });
  return rendered;
}

async function fill(user: ReturnType<typeof renderApp>['user'], password: string, confirmation = password) {
  // Pasted rather than typed key by key: the form is the same, the test a few seconds shorter on a busy machine.
  await user.click(screen.getByLabelText(/^New Password/));
  await user.paste(password);
  await user.click(screen.getByLabelText(/^Confirm New Password/));
  await user.paste(confirmation);
  await user.click(screen.getByRole('button', { name: 'Set a New Password' }));
}

describe('new password page (page type 17)', () => {
  beforeEach(() => {
    document.cookie = `form_key=${FORM_KEY}; path=/`;
  });

  test('applies the store’s minimum length and the confirmation before posting', async () => {
    let posted = false;
    server.use(http.post(contractUrl('resetPassword'), () => ((posted = true), HttpResponse.json({}))));
    const { user } = await openForm();
    await fill(user, 'Short1', 'Short2');
    expect(
      await screen.findByText(
        'Minimum length of this field must be equal or greater than 8 symbols. Leading and trailing spaces will be ignored.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter the same value again.')).toBeInTheDocument();
    expect(posted).toBe(false);
  });

  test('an expired link says so at once and offers a new one', async () => {
    server.use(
      http.get(contractUrl('checkPasswordResetToken'), () =>
        HttpResponse.json(contractExample('checkPasswordResetToken', 'expired')),
      ),
    );
    renderApp(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password reset link has expired.');
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/en-int/customer/account/forgotpassword',
    );
  });

  test('a page opened without a token is a dead link too', async () => {
    renderApp('/en-int/customer/account/createPassword');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password reset link has expired.');
  });

  test('a link used meanwhile (in another tab) turns the form into the expired message', async () => {
    server.use(
      http.post(contractUrl('resetPassword'), () =>
        HttpResponse.json(contractExample('resetPassword', 'expired')),
      ),
    );
    const { user } = await openForm();
    await fill(user, 'Caseback-Demo-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password reset link has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });

  test('the server’s refusal of a field is shown under that field', async () => {
    server.use(
      http.post(contractUrl('resetPassword'), () =>
        HttpResponse.json(contractExample('resetPassword', 'mismatch', 400), { status: 400 }),
      ),
    );
    const { user } = await openForm();
    await fill(user, 'Caseback-Demo-2');
    expect(
      await screen.findByText("New Password and Confirm New Password values didn't match."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm New Password/)).toHaveAttribute('aria-invalid', 'true');
  });

  test('checks the link, then sets the password and sends the shopper to sign in', async () => {
    const checked: string[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.get(contractUrl('checkPasswordResetToken'), ({ request }) => {
        checked.push(new URL(request.url).searchParams.get('token') ?? '');
        return HttpResponse.json(contractExample('checkPasswordResetToken', 'valid'));
      }),
      http.post(contractUrl('resetPassword'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(contractExample('resetPassword', 'updated'));
      }),
    );
    // Last in the file: the page's modules are loaded by then, so the whole flow fits a test's time.
    const { user } = await openForm();
    expect(pageTypesPushed()).toEqual([17]);
    await fill(user, 'Caseback-Demo-2');
    expect(await screen.findByText('You updated your password.')).toHaveAttribute('role', 'status');
    expect(checked).toEqual([TOKEN]);
    expect(bodies).toEqual([
      {
        token: TOKEN,
        password: 'Caseback-Demo-2',
        password_confirmation: 'Caseback-Demo-2',
        form_key: FORM_KEY,
      },
    ]);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en-int/customer/account/login',
    );
  });
});

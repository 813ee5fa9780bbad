import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  contractExample,
  contractUrl,
  currentUrl,
  pageTypesPushed,
  renderApp,
  server,
} from '../../test-utils';

const FORM_KEY = '3fZq9LmP2xYw7TbK';

async function openPage(path = '/en-int/customer/account/forgotpassword') {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Forgot Your Password?' });
  return rendered;
}

describe('forgot password page (page type 17)', () => {
  beforeEach(() => {
    document.cookie = `form_key=${FORM_KEY}; path=/`;
  });

  test('checks the e-mail before posting', async () => {
    let posted = false;
    server.use(
      http.post(contractUrl('requestPasswordReset'), () => ((posted = true), HttpResponse.json({}))),
    );
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Reset My Password' }));
    expect(await screen.findByText('This is a required field.')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Email/));
    await user.paste('anna.keller@example');
    await user.click(screen.getByRole('button', { name: 'Reset My Password' }));
    expect(
      await screen.findByText('Please enter a valid email address (Ex: johndoe@domain.com).'),
    ).toBeInTheDocument();
    expect(posted).toBe(false);
  });

  test('posts the address with the form key and shows the server’s one answer in place of the form', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(contractUrl('requestPasswordReset'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(contractExample('requestPasswordReset'));
      }),
    );
    const { user } = await openPage();
    await user.click(screen.getByLabelText(/^Email/));
    await user.paste(' anna.keller@example.com ');
    await user.click(screen.getByRole('button', { name: 'Reset My Password' }));
    expect(
      await screen.findByText(
        'If there is an account associated with anna.keller@example.com you will receive an email with a link to reset your password.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Reset My Password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute(
      'href',
      '/en-int/customer/account/login',
    );
    expect(bodies).toEqual([{ email: 'anna.keller@example.com', form_key: FORM_KEY }]);
  });

  test('a limit explains itself and keeps the form', async () => {
    server.use(
      http.post(contractUrl('requestPasswordReset'), () =>
        HttpResponse.json(contractExample('requestPasswordReset', undefined, 429), {
          status: 429,
          headers: { 'Retry-After': '840' },
        }),
      ),
    );
    const { user } = await openPage();
    await user.click(screen.getByLabelText(/^Email/));
    await user.paste('anna.keller@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset My Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many password reset requests. Please try again in 840 seconds.',
    );
    expect(screen.getByRole('button', { name: 'Reset My Password' })).toBeEnabled();
  });

  test('a server failure gets our own apology, not a stack', async () => {
    server.use(http.post(contractUrl('requestPasswordReset'), () => HttpResponse.json({}, { status: 500 })));
    const { user } = await openPage();
    await user.click(screen.getByLabelText(/^Email/));
    await user.paste('anna.keller@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset My Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not handle your request just now. Please try again later.',
    );
  });

  test('is reached from the sign-in form and reports page type 17', async () => {
    const { user, router } = renderApp('/en-int/customer/account/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot Your Password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot Your Password?' });
    expect(currentUrl(router)).toBe('/en-int/customer/account/forgotpassword');
    expect(pageTypesPushed()).toEqual([13, 17]);
  });
});

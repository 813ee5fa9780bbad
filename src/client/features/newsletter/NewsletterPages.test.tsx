import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { answerSignedInCustomer, contractUrl, pageTypesPushed, renderApp, server } from '../../test-utils';

const FORM_KEY = '3fZq9LmP2xYw7TbK';
const CODE = 'a'.repeat(64);

beforeEach(() => {
  document.cookie = `form_key=${FORM_KEY}; path=/`;
});

describe('the unsubscribe page', () => {
  test("posts the address and shows the server's message", async () => {
    const posts: Record<string, string>[] = [];
    server.use(
      http.post(contractUrl('unsubscribeNewsletter'), async ({ request }) => {
        posts.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return HttpResponse.json({ errors: false, message: 'You unsubscribed.' });
      }),
    );
    const { user } = renderApp('/en-int/newsletter/unsubscribe');
    await user.type(await screen.findByLabelText(/Email/), 'anna.keller@example.com');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You unsubscribed.')).toBeInTheDocument();
    expect(posts).toEqual([{ email: 'anna.keller@example.com', form_key: FORM_KEY }]);
  });

  test("says 'An error occurred' when the call fails", async () => {
    server.use(http.post(contractUrl('unsubscribeNewsletter'), () => HttpResponse.error()));
    const { user } = renderApp('/en-int/newsletter/unsubscribe');
    await user.type(await screen.findByLabelText(/Email/), 'anna.keller@example.com');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });
});

describe('the confirmation page', () => {
  test("posts the link's code once and shows the answer", async () => {
    const codes: string[] = [];
    server.use(
      http.post(contractUrl('confirmNewsletterSubscription'), async ({ request }) => {
        codes.push(((await request.json()) as { code: string }).code);
        return HttpResponse.json({ errors: false, message: 'Your subscription has been confirmed.' });
      }),
    );
    renderApp(`/en-int/newsletter/confirm?code=${CODE}`);
    expect(await screen.findByText('Your subscription has been confirmed.')).toBeInTheDocument();
    expect(codes).toEqual([CODE]);
  });

  test('shows the invalid code message for a used code, and for a link without one', async () => {
    server.use(
      http.post(contractUrl('confirmNewsletterSubscription'), () =>
        HttpResponse.json({ errors: true, message: 'This is an invalid subscription confirmation code.' }),
      ),
    );
    renderApp(`/en-int/newsletter/confirm?code=${CODE}`);
    expect(await screen.findByText('This is an invalid subscription confirmation code.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe again' })).toBeInTheDocument();
  });
});

describe('e-mail preferences (page type 15)', () => {
  // The account area's frame shows its pages to a signed-in customer.
  beforeEach(() => answerSignedInCustomer());

  test('a session that ended while the frame thought it signed in: asks the shopper to sign in', async () => {
    server.use(
      http.get(contractUrl('getNewsletterPreferences'), () =>
        HttpResponse.json(
          { code: 'unauthorized', message: 'Please sign in to manage your e-mail preferences.' },
          { status: 401 },
        ),
      ),
    );
    renderApp('/en-int/newsletter/manage');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('Please sign in to manage your e-mail preferences.')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en-int/customer/account/login',
    );
    // Reported once, by the account frame.
    expect(pageTypesPushed()).toEqual([15]);
  });

  test("the panel's checkbox toggles is_newsletter_subscribed and shows what was saved", async () => {
    let subscribed = true;
    const saves: unknown[] = [];
    server.use(
      http.get(contractUrl('getNewsletterPreferences'), () =>
        HttpResponse.json({ email: 'anna.keller@example.com', is_newsletter_subscribed: subscribed }),
      ),
      http.post(contractUrl('saveNewsletterPreferences'), async ({ request }) => {
        const body = (await request.json()) as { is_subscribed: boolean };
        saves.push(body);
        subscribed = body.is_subscribed;
        return HttpResponse.json({
          email: 'anna.keller@example.com',
          is_newsletter_subscribed: subscribed,
          message: subscribed
            ? 'We have saved the subscription.'
            : 'We have removed the newsletter subscription.',
        });
      }),
    );
    const { user } = renderApp('/en-int/newsletter/manage');
    expect(
      await screen.findByText('You receive our newsletter at anna.keller@example.com.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit e-mail preferences' }));
    const panel = screen.getByRole('dialog', { name: 'E-mail preferences' });
    const box = within(panel).getByRole('checkbox', { name: /I agree to receive the newsletter/ });
    expect(box).toBeChecked();

    await user.click(box);
    expect(
      await within(panel).findByText('We have removed the newsletter subscription.'),
    ).toBeInTheDocument();
    expect(saves).toEqual([{ is_subscribed: false, form_key: FORM_KEY }]);
    expect(await within(panel).findByRole('checkbox', { name: /I agree/ })).not.toBeChecked();

    await user.click(within(panel).getByRole('checkbox', { name: /I agree/ }));
    expect(await within(panel).findByText('We have saved the subscription.')).toBeInTheDocument();
    expect(saves).toHaveLength(2);
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('You receive our newsletter at anna.keller@example.com.')).toBeInTheDocument();
  });
});

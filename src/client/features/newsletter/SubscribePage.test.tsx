import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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

const SUBSCRIBE_PAGE = '/en-int/newsletter/subscribe';
const FORM_KEY = '3fZq9LmP2xYw7TbK';
const FORM_DATA = contractExample('getNewsletterFormData') as {
  min_date: string;
  max_date: string;
  redirect_to: string;
};

/** Answers the subscription with `answer`; records each post's content type and fields. */
function shop(
  answer: () => Response = () => HttpResponse.json(contractExample('subscribeNewsletter') as object),
) {
  const posts: { contentType: string | null; fields: Record<string, string> }[] = [];
  server.use(
    http.post(contractUrl('subscribeNewsletter'), async ({ request }) => {
      posts.push({
        contentType: request.headers.get('content-type'),
        fields: Object.fromEntries(new URLSearchParams(await request.text())),
      });
      return answer();
    }),
  );
  return posts;
}

const newsletterEvents = () => dataLayerEvents().filter((event) => event.event === 'newsletter');

beforeEach(() => {
  document.cookie = `form_key=${FORM_KEY}; path=/`;
});
afterEach(() => {
  jest.useRealTimers();
  document.cookie = 'form_key=; Max-Age=0; path=/';
  document.cookie = 'newsletter_subscriber=; Max-Age=0; path=/';
});

describe('the newsletter subscribe page', () => {
  test('keeps the optional section closed until asked, then shows its fields and the date picker', async () => {
    shop();
    const { user } = renderApp(SUBSCRIBE_PAGE);
    const toggle = await screen.findByRole('button', { name: 'Tell us more about you (optional)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Date of birth')).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const dob = screen.getByLabelText('Date of birth');
    expect(dob).toBeVisible();
    expect(dob).toHaveAttribute('type', 'date');
    expect(dob).toHaveAttribute('min', FORM_DATA.min_date);
    expect(dob).toHaveAttribute('max', FORM_DATA.max_date);
    expect(screen.getByLabelText('Gender')).toBeVisible();
    expect(screen.getByLabelText('Country')).toBeVisible();

    await user.click(toggle);
    expect(screen.getByLabelText('Date of birth')).not.toBeVisible();
  });

  test('checks the e-mail before sending anything', async () => {
    const posts = shop();
    const { user } = renderApp(SUBSCRIBE_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('This is a required field.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'anna@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  test('success: posts the filled fields, shows the message, reports it, and redirects after 700 ms', async () => {
    const posts = shop();
    const { user, router } = renderApp(SUBSCRIBE_PAGE);
    await user.type(await screen.findByLabelText(/Email/), ' ines@example.com ');
    await user.click(screen.getByRole('button', { name: 'Tell us more about you (optional)' }));
    await user.selectOptions(screen.getByLabelText('Gender'), 'female');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1988-04-12' } });

    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    // Checked every fake millisecond, so the clock has hardly moved when the message shows.
    expect(
      await screen.findByText('The confirmation request has been sent.', {}, { interval: 1 }),
    ).toBeInTheDocument();
    expect(posts).toEqual([
      {
        contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
        fields: { email: 'ines@example.com', gender: 'female', dob: '1988-04-12', form_key: FORM_KEY },
      },
    ]);
    expect(newsletterEvents()).toEqual([
      { event: 'newsletter', newsletter_form: 'subscribe', newsletter_status: 'success' },
    ]);

    act(() => jest.advanceTimersByTime(650));
    expect(currentUrl(router)).toBe(SUBSCRIBE_PAGE);
    act(() => jest.advanceTimersByTime(60));
    expect(currentUrl(router)).toBe(FORM_DATA.redirect_to);
    // The home page (its own chunk) finishes loading: its page view is the sign.
    jest.useRealTimers();
    await waitFor(() => expect(pageTypesPushed()).toContain(1));
  });

  test('errors true: shows the message, fires the failure event and stays on the page', async () => {
    shop(() => HttpResponse.json({ errors: true, message: 'This email address is not accepted.' }));
    const { user, router } = renderApp(SUBSCRIBE_PAGE);
    await user.type(await screen.findByLabelText(/Email/), 'ines@example.com');
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('This email address is not accepted.', {}, { interval: 1 }),
    ).toBeInTheDocument();
    expect(newsletterEvents()).toEqual([
      {
        event: 'newsletter',
        newsletter_form: 'subscribe',
        newsletter_status: 'failure',
        newsletter_message: 'This email address is not accepted.',
      },
    ]);
    act(() => jest.advanceTimersByTime(5000));
    expect(currentUrl(router)).toBe(SUBSCRIBE_PAGE);
  });

  test("shows the server's message when the subscription is refused (429)", async () => {
    shop(() =>
      HttpResponse.json(
        { code: 'rate_limited', message: 'Too many newsletter requests. Please try again in 60 seconds.' },
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
    );
    const { user } = renderApp(SUBSCRIBE_PAGE);
    await user.type(await screen.findByLabelText(/Email/), 'ines@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('Too many newsletter requests. Please try again in 60 seconds.'),
    ).toBeInTheDocument();
  });

  test('prefills gender and country from the newsletter subscriber cookie', async () => {
    shop();
    document.cookie = `newsletter_subscriber=${encodeURIComponent(
      JSON.stringify({ status: 'subscribed', gender: 'male', country: 'CH' }),
    )}; path=/`;
    renderApp(SUBSCRIBE_PAGE);
    expect(
      await screen.findByText("This browser's address is subscribed to our newsletter."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Gender')).toHaveValue('male');
    expect(screen.getByLabelText('Country')).toHaveValue('CH');
  });
});

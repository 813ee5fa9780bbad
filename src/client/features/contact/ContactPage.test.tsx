import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractUrl, pageTypesPushed, renderApp, server } from '../../test-utils';

const FORM_KEY = '3fZq9LmP2xYw7TbK';
const THANKS = "Thanks for contacting us with your comments and questions. We'll respond to you very soon.";

function shop(answer: () => Response = () => HttpResponse.json({ errors: false, message: THANKS })) {
  const posts: { contentType: string | null; fields: Record<string, string> }[] = [];
  server.use(
    http.post(contractUrl('postContactForm'), async ({ request }) => {
      posts.push({
        contentType: request.headers.get('content-type'),
        fields: Object.fromEntries(new URLSearchParams(await request.text())),
      });
      return answer();
    }),
  );
  return posts;
}

beforeEach(() => {
  document.cookie = `form_key=${FORM_KEY}; path=/`;
});

describe('the contact page (page type 19)', () => {
  test('checks the required fields and the e-mail before sending anything', async () => {
    const posts = shop();
    const { user } = renderApp('/en-int/contact');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('This is a required field.')).toHaveLength(3);
    await user.type(screen.getByLabelText(/Email/), 'ines@');
    await user.type(screen.getByLabelText(/Phone Number/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(posts).toEqual([]);
    expect(pageTypesPushed()).toContain(19);
  });

  test("sends the form as Magento's contact form and shows the thanks in its place", async () => {
    const posts = shop();
    const { user } = renderApp('/en-int/contact');
    await user.type(await screen.findByLabelText(/Name/), 'Inès Moreau');
    await user.type(screen.getByLabelText(/Email/), 'ines@example.com');
    await user.type(screen.getByLabelText(/Phone Number/), '+33 1 42 60 00 00');
    await user.type(screen.getByLabelText(/What's on your mind/), 'A service in Geneva?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(posts).toEqual([
      {
        contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
        fields: {
          name: 'Inès Moreau',
          email: 'ines@example.com',
          telephone: '+33 1 42 60 00 00',
          comment: 'A service in Geneva?',
          form_key: FORM_KEY,
        },
      },
    ]);
  });

  test("shows the server's message when sending is refused, and keeps the form", async () => {
    shop(() =>
      HttpResponse.json(
        { code: 'rate_limited', message: 'Too many messages. Please try again in 60 seconds.' },
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
    );
    const { user } = renderApp('/en-int/contact');
    await user.type(await screen.findByLabelText(/Name/), 'Inès');
    await user.type(screen.getByLabelText(/Email/), 'ines@example.com');
    await user.type(screen.getByLabelText(/What's on your mind/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many messages. Please try again in 60 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test('a refusal in the answer (errors: true) shows as a failure, not as thanks, and keeps the form', async () => {
    shop(() =>
      HttpResponse.json({ errors: true, message: 'Unable to submit your request. Please, try again later' }),
    );
    const { user } = renderApp('/en-int/contact');
    await user.type(await screen.findByLabelText(/Name/), 'Inès');
    await user.type(screen.getByLabelText(/Email/), 'ines@example.com');
    await user.type(screen.getByLabelText(/What's on your mind/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const form = screen.getByRole('region', { name: 'Contact form' });
    expect(
      await within(form).findByText('Unable to submit your request. Please, try again later'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Unable to submit your request. Please, try again later',
    );
    expect(within(form).getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByLabelText(/What's on your mind/)).toHaveValue('Hello');
  });
});

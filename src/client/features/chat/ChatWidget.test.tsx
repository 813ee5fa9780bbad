import { act, cleanup, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { consent } from '../../lib/consent/consentState';
import { contractUrl, renderWithProviders, server } from '../../test-utils';
import { ChatWidget } from './ChatWidget';

const FORM_KEY = '3fZq9LmP2xYw7TbK';
const THANKS = "Thanks for contacting us with your comments and questions. We'll respond to you very soon.";

function clientService() {
  const posts: Record<string, string>[] = [];
  server.use(
    http.post(contractUrl('postContactForm'), async ({ request }) => {
      posts.push(Object.fromEntries(new URLSearchParams(await request.text())));
      return HttpResponse.json({ errors: false, message: THANKS });
    }),
  );
  return posts;
}

beforeEach(() => {
  document.cookie = `form_key=${FORM_KEY}; path=/`;
});
afterEach(() => {
  cleanup();
  consent.record([]);
});

// jsdom lays nothing out: the band's top is 0, so one scroll brings it within 200 px of the viewport here; the
// scroll rule itself is proximity.test.ts's.
/** Types a value as a paste (the machine is shared: key by key is slow, and the form is what is tested). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

const scrollToBand = () => act(() => void window.dispatchEvent(new Event('scroll')));
describe('chat widget (spec 4, Chat widget)', () => {
  test('without the chat consent nothing is loaded, and the band says how to allow it', async () => {
    consent.record(['necessary', 'analytics']);
    renderWithProviders(<ChatWidget />);
    const band = await screen.findByRole('region', { name: 'Client advisor' });
    scrollToBand();
    expect(
      within(band).getByText(
        'The chat is switched off until you allow ‘Client advisor chat’ in your cookie preferences.',
      ),
    ).toBeInTheDocument();
    expect(within(band).getByRole('button', { name: 'Cookie preferences' })).toBeInTheDocument();
    expect(within(band).queryByRole('button', { name: 'Chat with a client advisor' })).toBeNull();
  });

  test('with consent the client advisor loads; a question goes to client service and the thanks show', async () => {
    const posts = clientService();
    const { user } = renderWithProviders(<ChatWidget />);
    await screen.findByText(
      'The chat is switched off until you allow ‘Client advisor chat’ in your cookie preferences.',
    );
    expect(screen.queryByRole('button', { name: 'Chat with a client advisor' })).toBeNull();
    act(() => consent.record(['necessary', 'functional']));
    // Consent alone loads nothing: the chat waits for the scroll.
    expect(screen.queryByText('Loading the chat…')).toBeNull();
    scrollToBand();
    await user.click(await screen.findByRole('button', { name: 'Chat with a client advisor' }));

    const panel = await screen.findByRole('dialog', { name: 'Chat with a client advisor' });
    await user.click(within(panel).getByRole('button', { name: 'Send to a client advisor' }));
    expect(await within(panel).findAllByText('This is a required field.')).toHaveLength(3);
    expect(posts).toEqual([]);

    await fill(user, within(panel).getByLabelText(/Name/), 'Inès Moreau');
    await fill(user, within(panel).getByLabelText(/Email/), 'ines@example.com');
    await fill(user, within(panel).getByLabelText(/Your question/), 'Is the Calibre 12 serviced in Geneva?');
    await user.click(within(panel).getByRole('button', { name: 'Send to a client advisor' }));
    expect(await within(panel).findByText(THANKS)).toBeInTheDocument();
    expect(posts).toEqual([
      {
        name: 'Inès Moreau',
        email: 'ines@example.com',
        comment: 'Is the Calibre 12 serviced in Geneva?',
        form_key: FORM_KEY,
      },
    ]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Chat with a client advisor' })).toHaveFocus();
  });

  test('a refused question is shown, and nothing is lost', async () => {
    server.use(
      http.post(contractUrl('postContactForm'), () =>
        HttpResponse.json({
          errors: true,
          message: 'Unable to submit your request. Please, try again later',
        }),
      ),
    );
    consent.record(['functional']);
    const { user } = renderWithProviders(<ChatWidget />);
    await screen.findByRole('region', { name: 'Client advisor' });
    scrollToBand();
    await user.click(await screen.findByRole('button', { name: 'Chat with a client advisor' }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with a client advisor' });
    await fill(user, within(panel).getByLabelText(/Name/), 'Inès Moreau');
    await fill(user, within(panel).getByLabelText(/Email/), 'ines@example.com');
    await fill(user, within(panel).getByLabelText(/Your question/), 'A strap for my watch?');
    await user.click(within(panel).getByRole('button', { name: 'Send to a client advisor' }));
    expect(
      await within(panel).findByText('Unable to submit your request. Please, try again later'),
    ).toBeInTheDocument();
    expect(within(panel).getByLabelText(/Your question/)).toHaveValue('A strap for my watch?');
  });
});

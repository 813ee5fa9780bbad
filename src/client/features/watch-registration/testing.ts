import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  answerEasyChallenges,
  contractExample,
  contractUrl,
  installWebCrypto,
  renderApp,
  server,
} from '../../test-utils';

/** What the watch registration modal's tests share (one file per behaviour: WatchRegistrationModal.*.test.tsx). */
export const FORM_KEY = '3fZq9LmP2xYw7TbK';
export type User = ReturnType<typeof renderApp>['user'];

export const inDialog = () => within(screen.getByRole('dialog', { name: /Register my watch/ }));
export const stepCode = () => document.querySelector('.watch-registration')?.getAttribute('data-step');

/** Types a number into the boxes the way a shopper does: the focus moves on by itself. */
export async function typeNumber(user: User, groupName: RegExp, text: string) {
  const group = await inDialog().findByRole('group', { name: groupName });
  await user.click(within(group).getAllByRole('textbox')[0]!);
  await user.keyboard(text);
}

export async function openModal() {
  const rendered = renderApp('/en-int/registermywatch/register');
  await screen.findByRole('dialog', { name: /Register my watch/ });
  return rendered;
}

/** Records each body sent to an operation, answering its named example (or the first). */
export function record(operationId: string, example?: string) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(contractUrl(operationId), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(contractExample(operationId, example) as object);
    }),
  );
  return bodies;
}

export const serialAnswer = (customerId: number) => ({
  ...(contractExample('checkWatchSerial', 'found') as object),
  customer_id: customerId,
});

/** The hooks every file of the modal's tests runs: web crypto, the lazy chunks compiled, a form key, easy captchas. */
export function prepareWatchRegistrationTests(): void {
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
}

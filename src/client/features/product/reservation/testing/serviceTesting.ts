import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contractUrl, server } from '../../../../test-utils';

/** The captcha's test helpers live with the other test utilities: sign-in uses them too. */
export { answerEasyChallenges, installWebCrypto } from '../../../../test-utils';

/** Answers a protected form's post with `body` (status 200 unless given) and records what was sent. */
export function answerSubmit(
  operationId: string,
  body: unknown,
  status = 200,
): { sent: unknown[]; formKeys: (string | null)[] } {
  const calls = { sent: [] as unknown[], formKeys: [] as (string | null)[] };
  server.use(
    http.post(contractUrl(operationId), async ({ request }) => {
      calls.sent.push(await request.json());
      calls.formKeys.push(request.headers.get('X-Form-Key'));
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return calls;
}

/** The session's form key, as the server's cookie would have set it. */
export const FORM_KEY = '3fZq9LmP2xYw7TbK';
export const setFormKeyCookie = () => {
  document.cookie = `form_key=${FORM_KEY}; path=/`;
};

/** The action buttons of the open dialog, by name (the dialog's own close control left out). */
export function dialogButtons(): string[] {
  return within(screen.getByRole('dialog'))
    .getAllByRole('button')
    .filter((b) => !b.classList.contains('dialog__close'))
    .map((b) => b.textContent ?? '');
}

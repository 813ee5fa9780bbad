import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import {
  answerEasyChallenges,
  answerStoreConfig,
  installWebCrypto,
  renderWithProviders,
  storeIn,
} from '../../../test-utils';
import { setFormKeyCookie } from './testing/serviceTesting';
import { useProtectedSubmit } from './useProtectedSubmit';

/** A reservation (or video appointment) the server refused without words of its own: `{ success: true }`. */
function RefusedForm() {
  const { send } = useProtectedSubmit();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => void send(async () => ({ data: { success: true } })).then(setMessage)}
      >
        send
      </button>
      <p role="alert">{message}</p>
    </>
  );
}

beforeAll(installWebCrypto);
beforeEach(() => {
  answerEasyChallenges();
  setFormKeyCookie();
});

describe('the last resort of a refused reservation in the store’s language (spec 8, issue 13)', () => {
  test.each([
    [
      'fr-ch',
      'fr',
      'fr-CH',
      'Un problème est survenu lors de la réservation. Veuillez réessayer ultérieurement.',
    ],
    [
      'de-ch',
      'de',
      'de-CH',
      'Bei der Reservierung ist ein Problem aufgetreten. Bitte versuchen Sie es später erneut.',
    ],
    ['ja-jp', 'ja', 'ja-JP', 'ご予約の際に問題が発生いたしました。しばらくしてから再度お試しください。'],
  ])('%s', async (storeCode, language, locale, expected) => {
    answerStoreConfig(storeIn(storeCode, language, locale));
    const { user } = renderWithProviders(<RefusedForm />, { route: `/${storeCode}/` });
    await user.click(await screen.findByRole('button', { name: 'send' }));
    // The alert is there from the start; its words come once the captcha is solved and the answer read.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(expected));
  });
});

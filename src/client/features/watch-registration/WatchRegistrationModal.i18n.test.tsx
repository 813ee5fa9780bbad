import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  answerEasyChallenges,
  answerStoreConfig,
  contractExample,
  contractUrl,
  installWebCrypto,
  renderApp,
  server,
  storeIn,
} from '../../test-utils';
import { jaJpStoreConfig } from '../../test-utils/fixtures';

const FORM_KEY = '3fZq9LmP2xYw7TbK';

const stepCode = () => document.querySelector('.watch-registration')?.getAttribute('data-step');

async function openModal(code: string, title: string) {
  const rendered = renderApp(`/${code}/registermywatch/register`);
  const dialog = await screen.findByRole('dialog', { name: new RegExp(title) }, { timeout: 10_000 });
  return { ...rendered, dialog: within(dialog) };
}

beforeAll(async () => {
  installWebCrypto();
  await import('./WatchRegistrationModal');
});

beforeEach(() => {
  document.cookie = `form_key=${FORM_KEY}; path=/`;
  answerEasyChallenges();
});

describe("register my watch in the store's language (issue 13)", () => {
  test('fr-ch: the lookup step, each box named in French, and the invalid length message', async () => {
    answerStoreConfig(storeIn('fr-ch', 'fr', 'fr-CH'));
    const { user, dialog } = await openModal('fr-ch', 'Enregistrer ma montre');
    expect(dialog.getByText('Trouvez votre montre')).toBeInTheDocument();
    const group = dialog.getByRole('group', { name: 'Numéro de série' });
    expect(
      within(group).getByRole('textbox', { name: 'Numéro de série, caractère 1 sur 9' }),
    ).toBeInTheDocument();
    expect(
      dialog.getByText('Gravé sur le fond de boîte et indiqué sur votre carte de garantie. 9 caractères.'),
    ).toBeInTheDocument();
    await user.click(within(group).getAllByRole('textbox')[0]!);
    await user.keyboard('MA2C');
    await user.click(dialog.getByRole('button', { name: 'Vérifier' }));
    expect(
      await dialog.findByText('Numéro de série non valide. Veuillez le vérifier et réessayer.'),
    ).toBeInTheDocument();
  });

  test("de-ch: a failed check reads spec 8's message in German; the login form validates in German", async () => {
    answerStoreConfig(storeIn('de-ch', 'de', 'de-CH'));
    server.use(http.post(contractUrl('checkWatchSerial'), () => HttpResponse.error()));
    const { user, dialog } = await openModal('de-ch', 'Meine Uhr registrieren');
    const group = dialog.getByRole('group', { name: 'Seriennummer' });
    await user.click(within(group).getAllByRole('textbox')[0]!);
    await user.keyboard('MA2C4K7Q1');
    await user.click(dialog.getByRole('button', { name: 'Prüfen' }));
    expect(
      await dialog.findByText(
        'Fehler bei der Prüfung der Seriennummer. Bitte versuchen Sie es später erneut.',
      ),
    ).toBeInTheDocument();

    server.use(
      http.post(contractUrl('checkWatchSerial'), () =>
        HttpResponse.json({ ...(contractExample('checkWatchSerial', 'found') as object), customer_id: 0 }),
      ),
    );
    await user.click(dialog.getByRole('button', { name: 'Prüfen' }));
    await waitFor(() => expect(stepCode()).toBe('serial_confirmation'));
    expect(dialog.getByText('Wir haben Ihre Uhr gefunden.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Zu meiner Sammlung hinzufügen' }));
    expect(
      await dialog.findByText(
        'Bitte stimmen Sie der Vereinbarung zu, um Ihre Uhr Ihrer Sammlung hinzuzufügen.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByLabelText(/^Ich bestätige, dass diese Uhr mir gehört/));
    await user.click(dialog.getByRole('button', { name: 'Zu meiner Sammlung hinzufügen' }));
    expect(stepCode()).toBe('login_form');
    await user.click(dialog.getByRole('button', { name: 'Anmelden und meine Uhr hinzufügen' }));
    expect(await dialog.findAllByText('Dies ist ein Pflichtfeld.')).toHaveLength(2);
    expect(dialog.getByRole('button', { name: 'Kundenkonto erstellen' })).toBeInTheDocument();
  });

  test('ja-jp: the caseback panel and its hint in Japanese', async () => {
    answerStoreConfig(jaJpStoreConfig);
    const { user, dialog } = await openModal('ja-jp', 'お時計の登録');
    await user.click(dialog.getByRole('button', { name: '裏蓋番号' }));
    expect(dialog.getByText('裏蓋の中央に刻印された番号です。7桁です。')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: '裏蓋番号、7文字中1文字目' })).toBeInTheDocument();
  });
});

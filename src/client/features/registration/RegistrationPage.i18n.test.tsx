import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  answerStoreConfig,
  contractExample,
  contractUrl,
  renderApp,
  server,
  storeIn,
} from '../../test-utils';
import { jaJpStoreConfig } from '../../test-utils/fixtures';

const FORM_KEY = '3fZq9LmP2xYw7TbK';
const PASSWORD = 'Watch-Lover-88';
type User = ReturnType<typeof renderApp>['user'];

/** Puts text into a field in one input event (typing key by key is slow on a loaded machine). */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const form = async (name: string) => within(await screen.findByRole('form', { name }, { timeout: 10_000 }));

beforeAll(() => import('./RegistrationPage'));
beforeEach(() => {
  document.cookie = `form_key=${FORM_KEY}; path=/`;
});

describe("the create-account stepper in the store's language (issue 13)", () => {
  test('de-ch: the steps, the fields and their validation in German; spec 8 in German', async () => {
    answerStoreConfig(storeIn('de-ch', 'de', 'de-CH'));
    server.use(http.post(contractUrl('isEmailAvailable'), () => HttpResponse.error()));
    const { user } = renderApp('/de-ch/customer/account/create');
    const stepper = await form('Kundenkonto erstellen');
    expect(screen.getByRole('heading', { level: 1, name: 'Kundenkonto erstellen' })).toBeInTheDocument();
    const steps = stepper.getByRole('list', { name: 'Registrierungsschritte' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Anmeldung', '2Über Sie', '3Newsletter', '4Willkommen']);
    await user.click(stepper.getByRole('button', { name: 'Weiter' }));
    expect(await stepper.findAllByText('Dies ist ein Pflichtfeld.')).toHaveLength(3);
    await enter(user, stepper.getByLabelText(/^E-Mail/), 'claire.dubois@example.com');
    const password = () => stepper.getByLabelText(/^Passwort(?! bestätigen)/);
    const confirmation = () => stepper.getByLabelText(/^Passwort bestätigen/);
    await enter(user, password(), 'kurz');
    await enter(user, confirmation(), 'kurz');
    await user.click(stepper.getByRole('button', { name: 'Weiter' }));
    expect(
      await stepper.findByText(
        'Dieses Feld muss mindestens 8 Zeichen enthalten. Leerzeichen am Anfang und am Ende werden ignoriert.',
      ),
    ).toBeInTheDocument();
    await user.clear(password());
    await enter(user, password(), PASSWORD);
    await user.clear(confirmation());
    await enter(user, confirmation(), PASSWORD);
    await user.click(stepper.getByRole('button', { name: 'Weiter' }));
    expect(await stepper.findByRole('alert')).toHaveTextContent(
      'Bei der Prüfung der Verfügbarkeit der E-Mail-Adresse ist ein Problem aufgetreten.',
    );
  });

  test('ja-jp: step 2 in Japanese, with the forms of address and the optional date of birth', async () => {
    answerStoreConfig(jaJpStoreConfig);
    server.use(
      http.post(contractUrl('isEmailAvailable'), () =>
        HttpResponse.json(contractExample('isEmailAvailable', 'available')),
      ),
    );
    const { user } = renderApp('/ja-jp/customer/account/create');
    const stepper = await form('アカウントを作成');
    await enter(user, stepper.getByLabelText(/^メールアドレス/), 'hanako@example.jp');
    await enter(user, stepper.getByLabelText(/^パスワード(?!（確認）)/), PASSWORD);
    await enter(user, stepper.getByLabelText(/^パスワード（確認）/), PASSWORD);
    await user.click(stepper.getByRole('button', { name: '次へ' }));
    expect(await stepper.findByText('お客様情報', { selector: 'legend' })).toBeInTheDocument();
    const title = stepper.getByRole('combobox', { name: '敬称' });
    expect(
      within(title)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['選択してください', '男性', '女性', '指定しない']);
    expect(stepper.getByText('任意')).toBeInTheDocument();
    // The name as Japanese writes it: 姓 (family name) before 名, in the tab order too.
    expect(stepper.getAllByRole('textbox').map((field) => field.getAttribute('name'))).toEqual([
      'lastname',
      'firstname',
    ]);
    await user.click(stepper.getByRole('button', { name: '次へ' }));
    expect(await stepper.findAllByText('この項目は必須です。')).toHaveLength(2);
    expect(stepper.getByRole('button', { name: '戻る' })).toBeInTheDocument();
  });
});

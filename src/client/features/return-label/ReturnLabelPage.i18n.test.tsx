import { screen } from '@testing-library/react';
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

beforeAll(installWebCrypto);
beforeEach(() => {
  document.cookie = `form_key=${FORM_KEY}; path=/`;
  answerEasyChallenges();
  server.use(
    http.post(contractUrl('lookupReturnLabelOrder'), () =>
      HttpResponse.json(contractExample('lookupReturnLabelOrder', 'found')),
    ),
  );
});

describe("the return label page in the store's language (issue 13)", () => {
  test('fr-ch: the lookup validates in French; step 2 shows the order and its date in French', async () => {
    answerStoreConfig(storeIn('fr-ch', 'fr', 'fr-CH'));
    const { user } = renderApp('/fr-ch/returnlabel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Étiquette de retour' })).toBeInTheDocument();
    expect(screen.getByText('Étape 1 sur 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rechercher la commande' }));
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(3);
    await user.type(screen.getByLabelText(/^Numéro de commande/), '000000102');
    await user.type(screen.getByLabelText(/^Nom de facturation/), 'Keller');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'anna.keller@example.com');
    await user.click(screen.getByRole('button', { name: 'Rechercher la commande' }));
    expect(await screen.findByText('Étape 2 sur 2')).toBeInTheDocument();
    expect(screen.getByText('Commande n° 000000102')).toBeInTheDocument();
    expect(screen.getByText('Passée le 30 octobre 2026')).toBeInTheDocument();
    expect(screen.getByText('Les cadeaux ne peuvent pas être retournés.')).toBeInTheDocument();
    expect(screen.getAllByRole('combobox', { name: 'Quantité à retourner' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Créer' })).toBeDisabled();
  });

  test('ja-jp: the order date in Japanese, the radios and the back button', async () => {
    answerStoreConfig(jaJpStoreConfig);
    const { user } = renderApp('/ja-jp/returnlabel');
    await user.type(await screen.findByLabelText(/^ご注文番号/), '000000102');
    await user.type(screen.getByLabelText(/^ご請求先の姓/), 'Keller');
    await user.click(screen.getByRole('radio', { name: '郵便番号' }));
    await user.type(screen.getByLabelText(/^ご請求先の郵便番号/), '8008');
    await user.click(screen.getByRole('button', { name: 'ご注文を検索' }));
    expect(await screen.findByText('ステップ 2/2')).toBeInTheDocument();
    // Placed at 15:48 UTC on 30 October: already the 31st in the store's time zone (Asia/Tokyo).
    expect(screen.getByText('ご注文日：2026年10月31日')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '戻る' }));
    expect(await screen.findByText('ステップ 1/2')).toBeInTheDocument();
  });
});

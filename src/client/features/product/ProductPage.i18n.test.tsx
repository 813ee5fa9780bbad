import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ProductDetail } from '../../api/catalog';
import type { StoreConfig } from '../../api/store';
import {
  answerStoreConfig,
  contractExample,
  contractUrl,
  renderApp,
  server,
  storeIn,
} from '../../test-utils';
import { chronographInTwoSizes, jaJpStoreConfig } from '../../test-utils/fixtures';
import {
  answerEasyChallenges,
  installWebCrypto,
  setFormKeyCookie,
} from './reservation/testing/serviceTesting';

/** The first page of a file may take a while on a busy machine (the lazy chunks load once). */
const FIRST_LOAD = { timeout: 15000 };

/** The product page of the shop's language (issue 13): the same page, in French, German and Japanese. */
function inStore(config: StoreConfig, product: ProductDetail = chronographInTwoSizes) {
  server.use(
    http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(config)),
    http.get(contractUrl('getProductByUrlKey'), () => HttpResponse.json(product)),
  );
  return renderApp(`/${config.store_code}/heritage-chronograph.html`);
}

beforeAll(installWebCrypto);
beforeEach(() => {
  answerEasyChallenges();
  setFormKeyCookie();
});

describe('the product page in the store’s language', () => {
  test('fr-ch: the summary, the back-in-stock form and its check read French', async () => {
    const { user } = inStore(storeIn('fr-ch', 'fr', 'fr-CH'));
    expect(await screen.findByRole('button', { name: 'Ajouter au panier' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Choisissez votre montre' })).toBeInTheDocument();
    expect(screen.getByText('En stock')).toBeInTheDocument();
    expect(screen.getByText(/^Référence/)).toHaveTextContent(/^Référence MA-HER-CHR-01/);
    expect(screen.getByText('Qté')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Images et vidéos du produit' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '42 mm' }));
    expect(screen.getByRole('button', { name: 'Épuisé' })).toBeInTheDocument();
    const alert = screen.getByRole('region', { name: 'Alerte de retour en stock' });
    await user.type(within(alert).getByLabelText(/E-mail/), 'pas-une-adresse');
    await user.click(within(alert).getByRole('button', { name: 'M’avertir' }));
    expect(await within(alert).findByText('Veuillez saisir une adresse e-mail valide.')).toBeInTheDocument();
  });

  test('de-ch: Check & Reserve speaks German, its step counter and its required field included', async () => {
    const { user } = inStore(storeIn('de-ch', 'de', 'de-CH'));
    await user.click(await screen.findByRole('button', { name: 'Prüfen & Reservieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prüfen & Reservieren Schritt 1 von 3' });
    expect(
      await within(dialog).findByRole('option', { name: 'Wählen Sie eine Boutique' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Nächster Schritt' }));
    expect(within(dialog).getByRole('combobox', { name: /^Boutique/ })).toHaveAccessibleDescription(
      'Dies ist ein Pflichtfeld.',
    );
  });

  test('de-ch: the straps that fit the watch are counted with the Swiss grouping', async () => {
    const watch = contractExample<ProductDetail>('getProductByUrlKey');
    inStore(storeIn('de-ch', 'de', 'de-CH'), {
      ...watch,
      buy_straps: watch.buy_straps && { ...watch.buy_straps, strap_count: 1200 },
    });
    const form = await screen.findByRole('form', { name: 'Armbänder für diese Uhr' });
    // The grouping is the locale's own (an apostrophe in Switzerland), as Intl writes it.
    const count = new Intl.NumberFormat('de-CH').format(1200);
    expect(count).toMatch(/^1\D200$/);
    expect(within(form).getByText(`${count} Armbänder passen zu dieser Uhr`)).toBeInTheDocument();
  });

  test('ja-jp: the video appointment reads Japanese and refuses an empty form politely', async () => {
    const { user } = inStore(jaJpStoreConfig);
    await user.click(await screen.findByRole('button', { name: 'オンライン相談を予約する' }));
    const dialog = await screen.findByRole('dialog', {
      name: `${jaJpStoreConfig.brand.name}スタッフとのオンライン相談のご予約`,
    });
    const civility = await within(dialog).findByLabelText(/敬称/);
    expect(
      within(civility)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['選択してください', 'ミスター（Mr.）', 'ミセス（Mrs.）', 'ミズ（Ms.）', 'ミックス（Mx.）']);
    await user.click(within(dialog).getByRole('button', { name: '送信する' }));
    expect(await within(dialog).findAllByText('必須項目です。')).toHaveLength(6);
  });
});

describe('the compatible straps page in the store’s language', () => {
  test('de-ch: heading, count, title and the way back read German', async () => {
    answerStoreConfig(storeIn('de-ch', 'de', 'de-CH'));
    renderApp('/de-ch/straps/compatible?sku=MA-HER-CHR-01');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Armbänder für die Heritage Chronograph' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^1 Armband passt zu dieser Uhr\. Jedes Armband wird ohne Uhr verkauft/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Heritage Chronograph' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Armbänder für die Heritage Chronograph \| /);
  });
});

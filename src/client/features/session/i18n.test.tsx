import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StoreConfig } from '../../api/store';
import { contractExample, contractUrl, renderApp, server } from '../../test-utils';

function openStore(store_code: string, language_code: string, locale: string) {
  const config = { ...contractExample<StoreConfig>('getStoreConfig'), store_code, language_code, locale };
  server.use(http.get(contractUrl('getStoreConfig'), () => HttpResponse.json(config)));
}

describe('sign-in in the store’s language (issue 13)', () => {
  test('fr-ch: the page, the header’s account menu and the form’s checks in French', async () => {
    openStore('fr-ch', 'fr', 'fr-CH');
    const { user } = renderApp('/fr-ch/customer/account/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion client' })).toBeInTheDocument();
    expect(document.title).toBe('Connexion client | Maison Aurèle');
    expect(screen.getByRole('heading', { name: 'Nouveaux clients' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Créer un compte' }).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText(/^E-mail/), 'not-an-address');
    const submit = screen
      .getAllByRole('button', { name: 'Se connecter' })
      .find((button) => button.getAttribute('type') === 'submit')!;
    await user.click(submit);
    expect(
      await screen.findByText('Veuillez saisir une adresse e-mail valide (ex. : johndoe@domain.com).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ce champ est obligatoire.')).toBeInTheDocument();
  });

  test('ja-jp: a signed-in customer is greeted in Japanese', async () => {
    openStore('ja-jp', 'ja', 'ja-JP');
    server.use(
      http.get(contractUrl('loadCustomerSections'), () =>
        HttpResponse.json(contractExample('loadCustomerSections', 'signedIn')),
      ),
    );
    renderApp('/ja-jp/customer/account/login');
    expect(await screen.findByText(/様、ようこそ$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ログアウト' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ブティックへ進む' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { answerStoreConfig, renderApp, storeIn } from '../../test-utils';
import { MASKED_ID } from './testCart';

describe("the cart page in the store's language (issue 13)", () => {
  test('de-ch: the page, the gift options and the prices read German, with Swiss number formats', async () => {
    answerStoreConfig(storeIn('de-ch', 'de', 'de-CH'));
    window.localStorage.setItem('caseback_cart_de-ch', MASKED_ID);
    renderApp('/de-ch/checkout/cart?payment=declined');
    expect(await screen.findByRole('heading', { level: 1, name: 'Warenkorb' })).toBeInTheDocument();
    expect(
      screen.getByText('Ihre Zahlung wurde abgelehnt. Ihr Warenkorb ist unverändert.'),
    ).toBeInTheDocument();
    const item = await screen.findByRole('listitem', { name: 'Heritage Chronograph' });
    expect(within(item).getByText('Preis').parentElement).toHaveTextContent("Preis EUR 6'450.00");
    expect(within(item).getByLabelText('Menge')).toHaveValue('1');
    expect(within(item).getByRole('button', { name: 'Artikel entfernen' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Geschenkbox' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Geschenknachricht für die Bestellung' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/de-ch/checkout');
  });

  test('fr-ch: the gift message editor and its notice for a character it cannot hold read French', async () => {
    answerStoreConfig(storeIn('fr-ch', 'fr', 'fr-CH'));
    window.localStorage.setItem('caseback_cart_fr-ch', MASKED_ID);
    const { user } = renderApp('/fr-ch/checkout/cart');
    const order = await screen.findByRole('region', { name: 'Message cadeau pour la commande' });
    const open = within(order).queryByRole('button', {
      name: 'Ajouter un message cadeau pour l’ensemble de la commande',
    });
    await user.click(
      open ??
        within(order).getByRole('button', {
          name: 'Modifier le message cadeau pour l’ensemble de la commande',
        }),
    );
    const form = within(order).getByRole('form', {
      name: 'Message cadeau pour l’ensemble de la commande',
    });
    const message = within(form).getByLabelText('Message');
    await user.clear(message);
    await user.type(message, 'Merci ☺');
    expect(
      within(form).getByText('Le caractère (☺) n’est actuellement pas pris en charge.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('6/30', { exact: false })).toHaveTextContent('6/30 caractères');
    expect(within(form).getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
  });
});

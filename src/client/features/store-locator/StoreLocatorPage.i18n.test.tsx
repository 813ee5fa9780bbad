import { screen, within } from '@testing-library/react';
import { answerStoreConfig, renderApp, storeIn } from '../../test-utils';

beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
});
afterAll(() => jest.restoreAllMocks());

describe('the store locator in the store’s language (issue 13)', () => {
  test('the list in French: its words and the count of boutiques', async () => {
    answerStoreConfig(storeIn('fr-ch', 'fr', 'fr-CH'));
    renderApp('/fr-ch/storelocator');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trouver une boutique' }),
    ).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'Rechercher une boutique' });
    expect(within(search).getByLabelText('Ville ou pays')).toHaveAttribute('placeholder', 'Genève, Japon…');
    expect(within(search).getByRole('button', { name: 'Rechercher' })).toBeInTheDocument();
    expect(await screen.findByText(/^\d+ boutiques?$/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('region', { name: 'Carte des boutiques' })).toHaveTextContent(
      'Fond de carte : Natural Earth',
    );
  });

  test('a boutique page in French lists a day of two openings with « et »', async () => {
    answerStoreConfig(storeIn('fr-ch', 'fr', 'fr-CH'));
    renderApp('/fr-ch/storelocator/geneva');
    const hours = await screen.findByRole('region', { name: 'Horaires d’ouverture' });
    expect(within(hours).getByText('10:00 – 12:30 et 14:00 – 17:00')).toBeInTheDocument();
  });

  test('a boutique page in German: weekday names from Intl, its words, Check & Reserve', async () => {
    answerStoreConfig(storeIn('de-ch', 'de', 'de-CH'));
    renderApp('/de-ch/storelocator/geneva');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maison Aurèle Geneva' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Adresse' })).toHaveTextContent('Telefon');
    const hours = screen.getByRole('region', { name: 'Öffnungszeiten' });
    expect(within(hours).getByText('Montag')).toBeInTheDocument();
    expect(within(hours).getAllByText('Geschlossen')).toHaveLength(5);
    // A day with two openings lists them as the language lists (Intl.ListFormat).
    expect(within(hours).getByText('10:00 – 12:30, 14:00 – 17:00')).toBeInTheDocument();
    expect(
      within(hours).getByText(
        /^(Jetzt geöffnet · schliesst um \d\d:\d\d|Derzeit geschlossen · öffnet .+ um \d\d:\d\d)$/,
      ),
    ).toBeInTheDocument();
    const pieces = screen.getByRole('region', { name: 'In der Boutique' });
    expect(
      within(pieces).getByRole('link', {
        name: /^Prüfen & Reservieren ?: Héritage Chronographe, Midnight blue, 40 mm$/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Boutiquen' })).toHaveAttribute(
      'href',
      '/de-ch/storelocator',
    );
  });
});

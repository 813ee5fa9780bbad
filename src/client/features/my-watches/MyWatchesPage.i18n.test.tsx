import { screen, within } from '@testing-library/react';
import { answerSignedInCustomer, answerStoreConfig, renderApp, storeIn } from '../../test-utils';
import { jaJpStoreConfig } from '../../test-utils/fixtures';

beforeAll(() => import('./MyWatchesPage'));
beforeEach(() => answerSignedInCustomer());

const chronograph = () => screen.findByRole('listitem', { name: 'Heritage Chronograph' });

describe("my watches in the store's language (issue 13)", () => {
  test('fr-ch: the page, the item and its dates in French; the warranty panel with its dates', async () => {
    answerStoreConfig(storeIn('fr-ch', 'fr', 'fr-CH'));
    const { user } = renderApp('/fr-ch/registermywatch/customer/index');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes montres' })).toBeInTheDocument();
    const item = within(await chronograph());
    expect(item.getByText('Achetée le')).toBeInTheDocument();
    expect(item.getByText('14 nov. 2025')).toBeInTheDocument();
    expect(item.getByText('Garantie jusqu’au')).toBeInTheDocument();
    expect(item.getByText('14 nov. 2030')).toBeInTheDocument();
    await user.click(item.getByRole('button', { name: 'Garantie' }));
    const panel = within(await screen.findByRole('dialog', { name: /^Garantie/ }));
    expect(await panel.findByText('Sous garantie')).toBeInTheDocument();
    expect(panel.getByText('Calculée à partir du')).toBeInTheDocument();
    expect(panel.getByText('14 nov. 2025 (votre achat dans notre boutique)')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'page Garantie' })).toHaveAttribute(
      'href',
      '/media/care/warranty.html',
    );
    expect(panel.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  test('de-ch: the dates as Swiss German writes them, the services view with its plural', async () => {
    answerStoreConfig(storeIn('de-ch', 'de', 'de-CH'));
    const { user } = renderApp('/de-ch/registermywatch/customer/index');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Uhren' })).toBeInTheDocument();
    const item = within(await chronograph());
    expect(item.getByText('Gekauft am')).toBeInTheDocument();
    expect(item.getByText('14.11.2025')).toBeInTheDocument();
    expect(item.getByText('14.11.2030')).toBeInTheDocument();
    await user.click(item.getByRole('button', { name: 'Services' }));
    const panel = within(await screen.findByRole('dialog', { name: /^Services/ }));
    expect(panel.getByText('Wir empfehlen alle 5 Jahre einen vollständigen Service.')).toBeInTheDocument();
    expect(panel.getByText('Nächster vollständiger Service')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Rücksendeetikett anfordern' })).toBeInTheDocument();
  });

  test('ja-jp: Japanese labels and the dates in the Japanese order', async () => {
    answerStoreConfig(jaJpStoreConfig);
    const { user } = renderApp('/ja-jp/registermywatch/customer/index');
    expect(await screen.findByRole('heading', { level: 1, name: 'マイウォッチ' })).toBeInTheDocument();
    const item = within(await chronograph());
    expect(item.getByText('ご購入日')).toBeInTheDocument();
    expect(item.getByText('2025/11/14')).toBeInTheDocument();
    expect(item.getByText('2030/11/14')).toBeInTheDocument();
    await user.click(item.getByRole('button', { name: 'お時計を削除' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByRole('heading', { name: 'このお時計をコレクションから削除してもよろしいですか？' }),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'キャンセル' })).toBeInTheDocument();
  });
});

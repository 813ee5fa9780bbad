import { screen, within } from '@testing-library/react';
import { answerStoreConfig, renderApp, renderWithProviders, storeIn } from '../../test-utils';
import { jaJpStoreConfig } from '../../test-utils/fixtures';
import { ShippingRecap } from './payment/ShippingRecap';
import type { SavedShipping } from './shipping/ShippingStep';
import { country, rememberGuestCart, serveCheckoutConfig } from './testing/checkoutFixtures';

describe("the checkout in the store's language (issue 13)", () => {
  test('ja-jp: the page, its named steps and the shipment step read Japanese', async () => {
    answerStoreConfig(jaJpStoreConfig);
    serveCheckoutConfig();
    rememberGuestCart('ja-jp');
    renderApp('/ja-jp/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'ご購入手続き' })).toBeInTheDocument();
    const progress = await screen.findByRole('navigation', { name: 'お手続きの進捗' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['1配送', '2ご注文内容の確認とお支払い']);
    expect(screen.getByRole('heading', { level: 2, name: '配送' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'お届け先住所' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '配送方法' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '次へ' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'ご注文内容' });
    expect(within(summary).getByText('カート内の商品 1点')).toBeInTheDocument();
  });

  test('fr-ch: the success page thanks in French and shows the pickup day in the Swiss French format', async () => {
    answerStoreConfig(storeIn('fr-ch', 'fr', 'fr-CH'));
    renderApp('/fr-ch/checkout/onepage/success');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Merci pour votre achat\u00a0!' }),
    ).toBeInTheDocument();
    // French sets a no-break space before the colon (textContent: testing-library's matchers read it as a space).
    expect(screen.getByText(/^Votre numéro de commande est/).textContent).toBe(
      'Votre numéro de commande est\u00a0: 000000104.',
    );
    const order = screen.getByRole('region', { name: 'Articles commandés' });
    expect(order.textContent).toContain('Qté\u00a0: 1');
    // The order's pickup day (sent 26-12-02) in the store's locale.
    expect(order.textContent).toContain('Retrait en boutique\u00a0: 2 déc. 2026 à 11:00');
    expect(screen.getByRole('link', { name: 'Poursuivre vos achats' })).toHaveAttribute('href', '/fr-ch/');
  });

  test('ja-jp: a Japanese address is recapped from the country down to the name with 様, the pickup day as Japan writes it', async () => {
    answerStoreConfig(jaJpStoreConfig);
    const japan = country('JP');
    const region = japan.regions[0]!;
    const saved = {
      values: {
        email: 'hanako@example.jp',
        firstname: '花子',
        lastname: '山田',
        street: ['丸の内1-1-1', ''],
        city: '千代田区',
        country_id: 'JP',
        region_id: String(region.id),
        region: '',
        postcode: '100-0005',
        telephone: '03-1234-5678',
        shipping_method: 'pickupdate_pickupdate',
        pickup_date: '2/12/26',
        pickup_time: '11:00',
      },
      method: { carrier_title: 'ブティック', method_title: '店頭受け取り' },
      details: {},
    } as unknown as SavedShipping;
    renderWithProviders(<ShippingRecap saved={saved} countries={[japan]} onEdit={() => undefined} />, {
      route: '/ja-jp/',
    });
    const recap = await screen.findByRole('region', { name: 'お届け先' });
    const address = recap.querySelector('address');
    expect(address?.innerHTML.split('<br>').map((line) => line.replace(/<[^>]+>/g, ''))).toEqual([
      japan.name,
      '〒100-0005',
      `${region.value}千代田区`,
      '丸の内1-1-1',
      '山田 花子 様',
      '03-1234-5678',
    ]);
    expect(recap).toHaveTextContent('配送方法：ブティック — 店頭受け取り');
    expect(recap).toHaveTextContent('お受け取り：2026/12/02 11:00');
    expect(within(recap).getByRole('button', { name: '配送情報を変更する' })).toBeInTheDocument();
  });
});

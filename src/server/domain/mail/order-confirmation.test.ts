import type { OrderDetails } from '../order/order-details';
import { orderConfirmationMail } from './order-confirmation';

/** A paid order of one store: a watch with a gift message, the gift box, boutique pickup. */
function order(store: {
  storeCode: string;
  languageCode: string;
  locale: string;
  currency: string;
}): OrderDetails {
  const japanese = store.languageCode === 'ja';
  return {
    id: 1,
    incrementId: '000000123',
    status: 'processing',
    paymentState: 'paid',
    paymentMethod: 'caseback_paylater',
    email: 'client@example.com',
    createdAt: '2026-11-26T08:00:00.000Z',
    ...store,
    grandTotal: japanese ? 1_234_000 : 1_234_550,
    totalSegments: [
      { code: 'subtotal', title: 'Subtotal', value: japanese ? 1_228_000 : 1_231_050 },
      { code: 'caseback_giftbox', title: 'Gift box', value: japanese ? 6000 : 3500 },
      { code: 'shipping', title: 'Shipping', value: 0 },
      { code: 'grand_total', title: 'Grand Total', value: japanese ? 1_234_000 : 1_234_550 },
    ],
    shippingMethod: 'pickupdate_pickupdate',
    shippingAddress: japanese
      ? {
          firstname: '健二',
          lastname: '佐藤',
          street: ['神宮前1-2-3', 'ラ・メゾン神宮前 501'],
          city: '渋谷区',
          region: '東京都',
          region_id: null,
          postcode: '150-0001',
          country_id: 'JP',
          telephone: '+81 3 5555 0123',
        }
      : {
          firstname: 'Anna',
          lastname: 'Keller',
          street: ['Rue du Rhône 62'],
          city: 'Genève',
          region: null,
          region_id: null,
          postcode: '1204',
          country_id: 'CH',
          telephone: '+41 22 000 00 00',
        },
    pickupDate: '2026-12-08',
    pickupTime: '14:00',
    hasGiftBox: true,
    giftMessage: null,
    items: [
      {
        sku: 'MA-HER-CHR-01-BLU-40',
        name: 'Heritage Chronograph',
        qty: 1,
        price: 1_231_050,
        rowTotal: japanese ? 1_228_000 : 1_231_050,
        options: [{ label: 'Case size', value: '40 mm' }],
        giftMessage: { recipient: 'Léa', sender: 'Anna', message: 'Bon anniversaire' },
      },
    ],
  };
}

describe('the order confirmation in the language of the order’s store', () => {
  it('is French for a fr-ch order: subject, greeting, totals, methods, pickup date and CHF amounts', () => {
    const mail = orderConfirmationMail(
      order({ storeCode: 'fr-ch', languageCode: 'fr', locale: 'fr-CH', currency: 'CHF' }),
    );
    expect(mail.subject).toBe('Votre commande Maison Aurèle 000000123');
    const text = mail.text!.split('\n');
    expect(text[0]).toBe('Bonjour Anna Keller, nous vous remercions sincèrement de votre commande.');
    expect(text).toContain('Commande 000000123');
    expect(text).toContain('  Message cadeau\u00a0:');
    expect(text).toContain('    Pour\u00a0: Léa');
    expect(text).toContain('Sous-total\u00a0: 12\u202f310.50\u00a0CHF');
    expect(text).toContain('Livraison\u00a0: Retrait en boutique');
    expect(text).toContain('Retrait le 8 décembre 2026 à 14:00');
    expect(text).toContain('Paiement\u00a0: Paiement différé en 3 fois');
    expect(text).toContain('Écrin cadeau\u00a0: Écrin de présentation Maison Aurèle');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('<th>Article</th><th class="num">Qté</th><th class="num">Total</th>');
    expect(mail.html).toContain('<h2>Options cadeau</h2>');
  });

  it('is German for a de-ch order', () => {
    const mail = orderConfirmationMail(
      order({ storeCode: 'de-ch', languageCode: 'de', locale: 'de-CH', currency: 'CHF' }),
    );
    expect(mail.subject).toBe('Ihre Bestellung 000000123 bei Maison Aurèle');
    const text = mail.text!.split('\n');
    expect(text[0]).toBe('Guten Tag Anna Keller, herzlichen Dank für Ihre Bestellung.');
    expect(text).toContain('Versand: Abholung in der Boutique');
    expect(text).toContain('Abholung am 8. Dezember 2026 um 14:00 Uhr');
    expect(text).toContain('Zahlung: Später bezahlen in 3 Raten');
    expect(text).toContain('Geschenkbox: Präsentationsetui von Maison Aurèle');
    expect(mail.html).toContain('<h2>Lieferung</h2>');
  });

  it('is Japanese for a ja-jp order, the address in Japanese order and the yen without decimals', () => {
    const mail = orderConfirmationMail(
      order({ storeCode: 'ja-jp', languageCode: 'ja', locale: 'ja-JP', currency: 'JPY' }),
    );
    expect(mail.subject).toBe('【Maison Aurèle】ご注文（000000123）を承りました');
    const text = mail.text!.split('\n');
    expect(text[0]).toBe('佐藤 健二 様、この度はご注文いただき、誠にありがとうございます。');
    expect(text).toContain('ご注文番号 000000123');
    expect(text).toContain('1 × Heritage Chronograph — ￥1,228,000');
    expect(text).toContain('合計金額：￥1,234,000');
    expect(text).toContain('配送方法：ブティックでのお受け取り');
    expect(text).toContain('お受け取り日時：2026年12月8日 14:00');
    // The address from the country down to the building, then the family name first with 様.
    const address = text.indexOf('日本');
    expect(text.slice(address, address + 7)).toEqual([
      '日本',
      '〒150-0001',
      '東京都渋谷区',
      '神宮前1-2-3',
      'ラ・メゾン神宮前 501',
      '佐藤 健二 様',
      '',
    ]);
    expect(mail.html).toContain('<html lang="ja">');
    expect(mail.html).toContain(
      '<p>日本<br>〒150-0001<br>東京都渋谷区<br>神宮前1-2-3<br>ラ・メゾン神宮前 501<br>佐藤 健二 様</p>',
    );
  });

  it('keeps the English of an en-int order', () => {
    const mail = orderConfirmationMail(
      order({ storeCode: 'en-int', languageCode: 'en', locale: 'en-GB', currency: 'EUR' }),
    );
    expect(mail.subject).toBe('Your Maison Aurèle order 000000123');
    const text = mail.text!.split('\n');
    expect(text[0]).toBe('Dear Anna Keller, thank you for your order.');
    expect(text).toContain('Shipping: Boutique pickup');
    expect(text).toContain('Pickup on 8/12/26 at 14:00');
    expect(text).toContain('Gift box: Maison Aurèle presentation box');
    expect(text).toContain('Grand Total: €12,345.50');
    const address = text.indexOf('Anna Keller');
    expect(text.slice(address, address + 4)).toEqual([
      'Anna Keller',
      'Rue du Rhône 62',
      '1204 Genève',
      'Switzerland',
    ]);
  });

  it('writes an address in Japan the romanised way in an English mail: name first, no 〒 or 様', () => {
    const details = order({ storeCode: 'en-int', languageCode: 'en', locale: 'en-GB', currency: 'EUR' });
    details.shippingAddress = {
      ...details.shippingAddress,
      firstname: 'Kenji',
      lastname: 'Sato',
      street: ['1-2-3 Jingumae'],
      city: 'Shibuya-ku',
      region: 'Tokyo',
      postcode: '150-0001',
      country_id: 'JP',
    };
    const text = orderConfirmationMail(details).text!.split('\n');
    const address = text.indexOf('Kenji Sato');
    expect(text.slice(address, address + 4)).toEqual([
      'Kenji Sato',
      '1-2-3 Jingumae',
      'Shibuya-ku, Tokyo 150-0001',
      'Japan',
    ]);
  });
});

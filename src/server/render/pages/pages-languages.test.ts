import type { OrderDetails } from '../../domain/order/order-details';
import { renderUserManual, renderWarrantyTerms } from './care-documents';
import {
  renderAlreadyDecidedPage,
  renderSandboxPayPage,
  sandboxApprovalRefusedPage,
} from './sandbox-payment';

const order = (
  store: Pick<OrderDetails, 'storeCode' | 'languageCode' | 'locale' | 'currency'>,
  paymentState = 'pending',
) =>
  ({
    id: 1,
    incrementId: '000000123',
    status: 'pending_payment',
    paymentState,
    paymentMethod: 'caseback_paylater',
    grandTotal: 647_500,
    ...store,
  }) as OrderDetails;

describe('the sandbox provider page in the order’s store language', () => {
  it('is French for a fr-ch order, with the amount in Swiss francs', () => {
    const page = renderSandboxPayPage(
      'tok',
      'caseback_paylater',
      order({ storeCode: 'fr-ch', languageCode: 'fr', locale: 'fr-CH', currency: 'CHF' }),
    );
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('<h1>Sandbox Paiement différé</h1>');
    expect(page).toContain('<p>Commande <strong>000000123</strong></p>');
    expect(page).toContain('<p>Montant <strong>6\u202f475.00\u00a0CHF</strong></p>');
    for (const label of ['Approuver', 'Refuser', 'Annuler']) expect(page).toContain(`>${label}</button>`);
  });

  it('says in German or Japanese that the payment was already decided', () => {
    const de = renderAlreadyDecidedPage(
      'caseback_wallet',
      order({ storeCode: 'de-ch', languageCode: 'de', locale: 'de-CH', currency: 'CHF' }, 'paid'),
    );
    expect(de).toContain('<h1>Sandbox Wallet</h1>');
    expect(de).toContain('Über diese Zahlung wurde bereits entschieden: Sie wurde genehmigt.');
    expect(de).toContain('>Zurück zum Shop</a>');
    const ja = renderAlreadyDecidedPage(
      'caseback_paylater',
      order({ storeCode: 'ja-jp', languageCode: 'ja', locale: 'ja-JP', currency: 'JPY' }, 'expired'),
    );
    expect(ja).toContain(
      'このお支払いはすでに処理済みです。お手続きが完了しなかったため、ご注文はキャンセルされました。',
    );
    expect(ja).toContain('<p>金額 <strong>￥647,500</strong></p>');
    expect(sandboxApprovalRefusedPage('off', { languageCode: 'ja', locale: 'ja-JP' })).toContain(
      'このショップではサンドボックス承認が無効になっています',
    );
  });
});

describe('the care documents in the asking store’s language', () => {
  const model = {
    sku: 'MA-HER-CHR-01',
    name: 'Heritage Chronograph',
    collection: 'Heritage',
    collectionDescription: 'Since 1887.',
    specifications: [{ label: 'Case', value: '40 mm' }],
  };

  it('writes the user manual in French, German or Japanese', () => {
    const fr = renderUserManual(model, { languageCode: 'fr', locale: 'fr-CH' });
    expect(fr).toContain('<title>Heritage Chronograph - mode d’emploi</title>');
    expect(fr).toContain('<h2>Mise à l’heure</h2>');
    expect(fr).toContain('Nous recommandons une révision complète tous les 5 ans.');
    expect(fr).toContain('<li>Démontage complet et nettoyage du mouvement</li>');
    const de = renderUserManual(model, { languageCode: 'de', locale: 'de-CH' });
    expect(de).toContain('<p class="muted">Heritage · Bedienungsanleitung · MA-HER-CHR-01</p>');
    expect(de).toContain('<h2>Technische Daten</h2>');
    const ja = renderUserManual(model, { languageCode: 'ja', locale: 'ja-JP' });
    expect(ja).toContain('<h2>時刻の合わせ方</h2>');
  });

  it('writes the warranty terms in the store’s language, English by default', () => {
    const ja = renderWarrantyTerms({ languageCode: 'ja', locale: 'ja-JP' });
    expect(ja).toContain('<h1>保証</h1>');
    expect(ja).toContain('素材および製造上の欠陥に対する5年間の国際保証');
    expect(renderWarrantyTerms({ languageCode: 'de', locale: 'de-CH' })).toContain(
      '<h2>Was sie nicht abdeckt</h2>',
    );
    expect(renderWarrantyTerms()).toContain('<h1>Warranty</h1>');
  });
});

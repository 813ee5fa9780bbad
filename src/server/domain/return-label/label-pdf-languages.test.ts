import { PDFDocument, PDFPage } from 'pdf-lib';
import type { MailLocale } from '../mail/mail-locale';
import { renderLabelPdf, type LabelFacts } from './label-pdf';

const facts = (store: MailLocale): LabelFacts => ({
  incrementId: '000000100',
  trackingNumber: 'RL123456789',
  carrier: 'postal',
  createdAt: new Date('2026-11-26T08:00:00Z'),
  from: {
    firstname: 'Anna',
    lastname: 'Keller',
    street: ['Rue du Rhône 62'],
    city: 'Genève',
    region: null,
    postcode: '1204',
    country_id: 'CH',
    telephone: '+41 22 000 00 00',
  },
  phone: '+41 22 000 00 00',
  to: ['Maison Aurèle Returns', '12 Rue du Rhône', '1204 Genève', 'Switzerland'],
  items: [{ sku: 'MA-STR-NUB-ANT-20', name: 'Nubuck strap', qty: 1 }],
  store,
});

/** The label's words as drawn (the content stream is compressed: the calls say it plainly). */
async function drawn(store: MailLocale): Promise<{ texts: string[]; title: string | undefined }> {
  const spy = jest.spyOn(PDFPage.prototype, 'drawText');
  try {
    const doc = await PDFDocument.load(await renderLabelPdf(facts(store)));
    return { texts: spy.mock.calls.map(([text]) => text), title: doc.getTitle() };
  } finally {
    spy.mockRestore();
  }
}

describe('the return label PDF in the order’s store language', () => {
  it('prints its words in French or German (the standard fonts draw them)', async () => {
    const fr = await drawn({ languageCode: 'fr', locale: 'fr-CH' });
    expect(fr.title).toBe('Étiquette de retour RL123456789 - commande 000000100');
    expect(fr.texts).toEqual(
      expect.arrayContaining([
        'Étiquette de retour - retour prépayé postal',
        'Commande 000000100',
        'EXPÉDITEUR',
        'Tél. +41 22 000 00 00',
        'DESTINATAIRE',
        'ARTICLES',
      ]),
    );
    const de = await drawn({ languageCode: 'de', locale: 'de-CH' });
    expect(de.texts).toEqual(
      expect.arrayContaining(['Bestellung 000000100', 'ABSENDER', 'EMPFÄNGER', 'ARTIKEL']),
    );
  });

  it('for Japanese: the title in Japanese (the viewer draws it), the printed words in English (the fonts cannot)', async () => {
    const ja = await drawn({ languageCode: 'ja', locale: 'ja-JP' });
    expect(ja.title).toBe('返品ラベル RL123456789 - ご注文 000000100');
    expect(ja.texts).toEqual(
      expect.arrayContaining([
        'Return label - postal prepaid return',
        'Order 000000100',
        'FROM',
        'TO',
        'ITEMS',
      ]),
    );
    expect(ja.texts.join('')).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });
});

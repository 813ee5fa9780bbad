import { PDFDocument, PDFPage } from 'pdf-lib';
import { pdfText } from '../../test-utils/pdf-text';
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
    const doc = await PDFDocument.load(await renderLabelPdf(facts(store), jest.fn()));
    return { texts: spy.mock.calls.map(([text]) => text), title: doc.getTitle() };
  } finally {
    spy.mockRestore();
  }
}

describe('the return label PDF in the order’s store language', () => {
  // Japanese, in its own font: label-pdf-japanese.test.ts.
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

  it('in English (en-gb) with the standard fonts, as before the Japanese font came', async () => {
    const warn = jest.fn();
    const bytes = await renderLabelPdf(facts({ languageCode: 'en', locale: 'en-GB' }), warn);
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Return label RL123456789 - order 000000100');
    const { lines, fonts } = await pdfText(bytes);
    expect(lines).toEqual([
      'Maison Aurèle',
      'Return label - postal prepaid return',
      'Order 000000100',
      'FROM',
      'Anna Keller',
      'Rue du Rhône 62',
      '1204 Genève',
      'CH',
      'Phone +41 22 000 00 00',
      'TO',
      'Maison Aurèle Returns',
      '12 Rue du Rhône',
      '1204 Genève',
      'Switzerland',
      'ITEMS',
      '1 x Nubuck strap (MA-STR-NUB-ANT-20)',
    ]);
    // Helvetica is every viewer's own: nothing embedded, the file stays a few kilobytes.
    expect(fonts.map((f) => [f.baseFont, f.program])).toEqual(
      expect.arrayContaining([
        ['Helvetica', undefined],
        ['Helvetica-Bold', undefined],
      ]),
    );
    expect(fonts).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
  });
});

import { PDFDocument } from 'pdf-lib';
import { pdfText } from '../../test-utils/pdf-text';
import { renderLabelPdf, type LabelFacts } from './label-pdf';

const facts = (items: LabelFacts['items']): LabelFacts => ({
  incrementId: '000000100',
  trackingNumber: 'RL123456789',
  carrier: 'postal',
  createdAt: new Date('2026-11-26T08:00:00Z'),
  from: {
    firstname: 'Kenji',
    lastname: '佐藤',
    street: ['1-2-3 Jingumae'],
    city: 'Shibuya-ku',
    region: 'Tokyo',
    postcode: '150-0001',
    country_id: 'JP',
    telephone: '+81 3 5555 0123',
  },
  phone: '+81 3 5555 0123',
  to: ['Maison Aurèle Returns', '12 Rue du Rhône', '1204 Genève', 'Switzerland'],
  items,
});

describe('the return label PDF', () => {
  it('is a one-page PDF naming the order, with the barcode image, even for a name the fonts cannot print', async () => {
    const warn = jest.fn();
    const bytes = await renderLabelPdf(
      facts([{ sku: 'MA-STR-NUB-ANT-20', name: 'Nubuck strap', qty: 1 }]),
      warn,
    );
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Return label RL123456789 - order 000000100');
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Subtype /Image');
    // An English label is drawn with Helvetica: the Japanese family name is printed as ? and logged.
    expect((await pdfText(bytes)).lines).toContain('Kenji ??');
    expect(warn).toHaveBeenCalledWith(
      { incrementId: '000000100', language: 'en', missing: ['U+4F50', 'U+85E4'] },
      'return label: characters its font lacks were printed as a placeholder',
    );
  });

  it('continues a long list of items on a second page, keeping the barcode clear', async () => {
    const items = Array.from({ length: 20 }, (_, i) => ({ sku: `MA-STR-${i}`, name: `Strap ${i}`, qty: 1 }));
    const doc = await PDFDocument.load(await renderLabelPdf(facts(items), jest.fn()));
    expect(doc.getPageCount()).toBe(2);
  });
});

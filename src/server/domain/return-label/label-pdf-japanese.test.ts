import { pdfText, type PdfFontInfo } from '../../test-utils/pdf-text';
import type { StoredAddress } from '../account/stored-address';
import { renderLabelPdf, type LabelFacts } from './label-pdf';

const JA = { languageCode: 'ja', locale: 'ja-JP' };

const tokyo: StoredAddress = {
  firstname: '健二',
  lastname: '佐藤',
  // Kanji of both JIS levels (level 2: 栞), katakana, full-width digits.
  street: ['神宮前1-2-3', 'ヴィラ栞 ４０５号室'],
  city: '渋谷区',
  region: '東京都',
  postcode: '150-0001',
  country_id: 'JP',
  telephone: '+81 3 5555 0123',
};

const facts = (from: StoredAddress): LabelFacts => ({
  incrementId: '000000100',
  trackingNumber: 'RL123456789',
  carrier: 'postal',
  createdAt: new Date('2026-11-26T08:00:00Z'),
  from,
  phone: '+81 3 5555 0123',
  to: ['Maison Aurèle Returns', '12 Rue du Rhône', '1204 Genève', 'Switzerland'],
  items: [{ sku: 'MA-STR-NUB-ANT-20', name: 'ヌバックストラップ', qty: 1 }],
  store: JA,
});

/** The embedded CFF's header: major version 1, header size 4, offSize 1-4 (what a viewer checks first). */
function expectValidSubsetCff(font: PdfFontInfo) {
  expect(font.programSubtype).toBe('CIDFontType0C');
  const program = font.program!;
  expect([program[0], program[2]]).toEqual([1, 4]);
  expect(program[3]).toBeGreaterThanOrEqual(1);
  expect(program[3]).toBeLessThanOrEqual(4);
  // The committed face is 1.8 MB: the label carries only the glyphs it draws.
  expect(program.length).toBeLessThan(100_000);
}

describe('the return label of the Japanese store', () => {
  it('prints its words in Japanese and the address the Japanese way, in an embedded Japanese font', async () => {
    const warn = jest.fn();
    const { lines, fonts } = await pdfText(await renderLabelPdf(facts(tokyo), warn));

    expect(lines).toEqual([
      'Maison Aurèle',
      '返品ラベル - postal（送料当社負担）',
      'ご注文 000000100',
      '差出人',
      '〒150-0001',
      '東京都渋谷区',
      '神宮前1-2-3',
      'ヴィラ栞 ４０５号室',
      '佐藤 健二',
      'JP',
      '電話 +81 3 5555 0123',
      'お届け先',
      'Maison Aurèle Returns',
      '12 Rue du Rhône',
      '1204 Genève',
      'Switzerland',
      '返品商品',
      '1 x ヌバックストラップ (MA-STR-NUB-ANT-20)',
    ]);
    expect(fonts.map((f) => f.baseFont.replace(/-\d+$/, '')).sort()).toEqual([
      'NotoSansCJKjp-Bold',
      'NotoSansCJKjp-Regular',
    ]);
    fonts.forEach(expectValidSubsetCff);
    expect(warn).not.toHaveBeenCalled();
  });

  it('prints the kanji of family names beyond JIS X 0208 that Japanese shops accept (髙, 﨑)', async () => {
    const { lines } = await pdfText(
      await renderLabelPdf(facts({ ...tokyo, lastname: '髙橋', firstname: '﨑子' }), jest.fn()),
    );
    expect(lines).toContain('髙橋 﨑子');
  });

  it('prints 〓 for a character the font lacks, and logs it; a variation selector is left out', async () => {
    const warn = jest.fn();
    const from = { ...tokyo, lastname: '𠮷田', city: '葛\u{E0100}飾区' };
    const { lines } = await pdfText(await renderLabelPdf(facts(from), warn));

    expect(lines).toContain('〓田 健二');
    expect(lines).toContain('東京都葛飾区');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      { incrementId: '000000100', language: 'ja', missing: ['U+20BB7'] },
      'return label: characters its font lacks were printed as a placeholder',
    );
  });

  it('writes an address outside Japan in the western order, in the Japanese font', async () => {
    const geneva: StoredAddress = {
      firstname: 'Anna',
      lastname: 'Keller',
      street: ['Rue du Rhône 62'],
      city: 'Genève',
      region: null,
      postcode: '1204',
      country_id: 'CH',
      telephone: '+41 22 000 00 00',
    };
    const { lines } = await pdfText(await renderLabelPdf(facts(geneva), jest.fn()));
    expect(lines.slice(3, 8)).toEqual(['差出人', 'Anna Keller', 'Rue du Rhône 62', '1204 Genève', 'CH']);
  });
});

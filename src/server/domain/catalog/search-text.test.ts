import { normaliseSearchText, prefixQueryOf, searchLanguageOf, searchWords } from './search-text';

describe('the search form of text', () => {
  it.each([
    ['Montrés élégantes', 'montres elegantes'],
    ['Boîtier en acier, cœur ouvert', 'boitier en acier coeur ouvert'],
    ['Größe Gehäuse Weiß', 'grosse gehause weiss'],
    ['Bracelet en cuir d’alligator', 'bracelet en cuir d alligator'],
    ['ＭＡ３１２０　ｸﾛﾉｸﾞﾗﾌ', 'ma3120 クロノグラフ'],
    ['自動巻き、ケース。', '自動巻き ケース'],
  ])('of %p is %p', (text, expected) => {
    expect(normaliseSearchText(text)).toBe(expected);
  });

  it('keeps the voicing marks of kana (only Latin letters lose their accents)', () => {
    expect(normaliseSearchText('ガイド ブレスレット')).toBe('ガイド ブレスレット');
  });

  it('makes at most eight prefix words of a term, none of its punctuation', () => {
    const words = searchWords("  l'heure: 1 2 3 4 5 6 7 8 ");
    expect(words).toEqual(['l', 'heure', '1', '2', '3', '4', '5', '6']);
    expect(prefixQueryOf(['montres', 'acier'])).toBe('montres:* & acier:*');
    expect(prefixQueryOf(searchWords(' !? '))).toBeNull();
  });
});

describe('the search language of a store view', () => {
  it.each([
    ['en', { kind: 'default' }],
    ['fr', { kind: 'stemmed', config: 'french' }],
    ['de', { kind: 'stemmed', config: 'german' }],
    ['ja', { kind: 'bigram' }],
    ['it', { kind: 'stemmed', config: 'simple' }],
  ])('of %s', (language, expected) => {
    expect(searchLanguageOf(language)).toEqual(expected);
  });
});

import { bigramQuery, bigramVector, tokens } from './bigrams';

describe('Japanese as character bigrams', () => {
  it('splits runs of kana and kanji from Latin words and numbers', () => {
    expect(tokens('18kローズゴールド製 ma 3120')).toEqual([
      { cjk: false, text: '18k' },
      { cjk: true, text: 'ローズゴールド製' },
      { cjk: false, text: 'ma' },
      { cjk: false, text: '3120' },
    ]);
  });

  it('writes pairs at consecutive positions, the last character alone, fields and words apart', () => {
    expect(
      bigramVector([
        { text: 'heritage 閏年', weight: 'A' },
        { text: '月', weight: 'C' },
      ]),
    ).toBe("'heritage':1A '閏年':3A '年':4A '月':7C");
  });

  it('asks for each run as the phrase of its pairs and for other words by prefix', () => {
    expect(bigramQuery(['プッシャー', 'chrono'])).toBe(
      "('プッ' <-> 'ッシ' <-> 'シャ' <-> 'ャー') & 'chrono':*",
    );
    expect(bigramQuery(['閏'])).toBe("'閏':*");
    expect(bigramQuery([])).toBeNull();
  });

  it('takes only letters and digits, so no text can add an operator to the query', () => {
    expect(bigramQuery(["it's|!(x):*"])).toBe("'it':* & 's':* & 'x':*");
  });
});

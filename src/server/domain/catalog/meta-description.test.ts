import { metaDescription } from './meta-description';

describe('a product page meta description', () => {
  test('a description that fits is kept whole', () => {
    expect(metaDescription('A column-wheel chronograph whose dial recalls the 1950s.')).toBe(
      'A column-wheel chronograph whose dial recalls the 1950s.',
    );
  });

  test('a longer one ends at its last whole sentence within 160 characters', () => {
    const text =
      'A diver’s watch tested to 300 metres, with a unidirectional bezel of ceramic. Its luminous hands read in the dark of the deep, and its strap is of rubber.';
    const long = `${text} ${text}`;
    expect(text.length).toBeLessThan(160);
    expect(metaDescription(long)).toBe(text);
  });

  test('without a sentence end it ends at a word break, with an ellipsis, never mid-word', () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const cut = metaDescription(words);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(words.startsWith(cut.slice(0, -1))).toBe(true);
    expect(words.charAt(cut.length - 1)).toBe(' ');
  });

  test('Japanese ends after its full stop (no spaces between words)', () => {
    const sentence =
      'ダイバーズウォッチは三百メートルの防水性能を備え、セラミック製の逆回転防止ベゼルを採用しています。';
    const cut = metaDescription(sentence.repeat(6));
    expect(cut.endsWith('。')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.length % sentence.length).toBe(0);
  });
});

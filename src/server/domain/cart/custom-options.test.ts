import { customOptionLabels, normalizeCustomOptions } from './custom-options';

describe('custom options', () => {
  it('are put in one order, so the same choices make the same cart line', () => {
    const a = normalizeCustomOptions([
      { option_id: 'engraving_text', option_value: 'To A.' },
      { option_id: 'box', option_value: 'wood' },
    ]);
    const b = normalizeCustomOptions([
      { option_id: 'box', option_value: 'wood' },
      { option_id: 'engraving_text', option_value: 'To A.' },
    ]);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(normalizeCustomOptions(undefined)).toEqual([]);
  });

  it('read in words on the cart line', () => {
    expect(customOptionLabels([{ option_id: 'engraving_text', option_value: 'To A.' }])).toEqual([
      { label: 'Engraving text', value: 'To A.' },
    ]);
  });
});

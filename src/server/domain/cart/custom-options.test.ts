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

  it("read with the product's titles on the cart line; the conditions answer is not shown", () => {
    const specs = [
      {
        option_id: 'engraving',
        type: 'field' as const,
        title: 'Caseback engraving',
        is_require: false,
        max_characters: 20,
        values: [],
        default_value_id: null,
        engraving: {
          allowed_characters: 'ABC',
          conditions_option_id: 'engraving_conditions',
          conditions: { title: 'Engraving conditions', text: 'Read me.' },
        },
      },
      {
        option_id: 'strap_length',
        type: 'drop_down' as const,
        title: 'Strap length',
        is_require: false,
        max_characters: null,
        values: [{ value_id: 'long', title: 'Long, 125 / 85 mm' }],
        default_value_id: null,
        engraving: null,
      },
    ];
    expect(
      customOptionLabels(
        [
          { option_id: 'engraving', option_value: 'To A.' },
          { option_id: 'engraving_conditions', option_value: 'accept' },
          { option_id: 'strap_length', option_value: 'long' },
        ],
        specs,
      ),
    ).toEqual([
      { label: 'Caseback engraving', value: 'To A.' },
      { label: 'Strap length', value: 'Long, 125 / 85 mm' },
    ]);
  });

  it('read in words when the product no longer has the option', () => {
    expect(customOptionLabels([{ option_id: 'gift_note', option_value: 'To A.' }])).toEqual([
      { label: 'Gift note', value: 'To A.' },
    ]);
  });
});

import type { CustomOption } from '../../../api/catalog';
import { describeCustomOptions, initialOptionValues, toCartCustomOptions } from './customOptionValues';

const engraving: CustomOption = {
  option_id: 'engraving',
  type: 'field',
  title: 'Caseback engraving',
  is_require: false,
  max_characters: 20,
  values: [],
  default_value_id: null,
  engraving: {
    allowed_characters: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .,'&-é",
    conditions_option_id: 'engraving_conditions',
    conditions: { title: 'Engraving conditions', text: 'Read me.' },
  },
};
const strapLength: CustomOption = {
  option_id: 'strap_length',
  type: 'drop_down',
  title: 'Strap length',
  is_require: false,
  max_characters: null,
  values: [
    { value_id: 'standard', title: 'Standard, 115 / 75 mm' },
    { value_id: 'long', title: 'Long, 125 / 85 mm' },
  ],
  default_value_id: 'standard',
  engraving: null,
};

describe('custom option values', () => {
  test('choices start on their default; text starts empty', () => {
    expect(initialOptionValues([engraving, strapLength])).toEqual({ strap_length: 'standard' });
  });

  test('an engraving is sent only with its accepted conditions; the default choice is not sent', () => {
    const options = [engraving, strapLength];
    expect(
      toCartCustomOptions(options, {
        engraving: ' To A. ',
        engraving_conditions: 'accept',
        strap_length: 'long',
      }),
    ).toEqual([
      { option_id: 'engraving', option_value: 'To A.' },
      { option_id: 'engraving_conditions', option_value: 'accept' },
      { option_id: 'strap_length', option_value: 'long' },
    ]);
    expect(toCartCustomOptions(options, { engraving: 'To A.', engraving_conditions: 'deny' })).toEqual([]);
    expect(toCartCustomOptions(options, { engraving: 'To A.' })).toEqual([]);
    expect(toCartCustomOptions(options, { strap_length: 'standard' })).toEqual([]);
  });

  test('chosen options read with their titles', () => {
    expect(
      describeCustomOptions([strapLength], [{ option_id: 'strap_length', option_value: 'long' }]),
    ).toEqual([{ label: 'Strap length', value: 'Long, 125 / 85 mm' }]);
  });
});

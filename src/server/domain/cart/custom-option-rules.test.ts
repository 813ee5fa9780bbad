import { HttpError } from '../../lib/http-error';
import type { CustomOptionSpec } from '../product-options/custom-options.sql';
import { checkCustomOptions, CUSTOM_OPTIONS_FIELD } from './custom-option-rules';

const engraving: CustomOptionSpec = {
  option_id: 'engraving',
  type: 'field',
  title: 'Caseback engraving',
  is_require: false,
  max_characters: 20,
  values: [],
  default_value_id: null,
  engraving: {
    allowed_characters: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .,'&-éè",
    conditions_option_id: 'engraving_conditions',
    conditions: { title: 'Engraving conditions', text: 'Read me.' },
  },
};

const strapLength: CustomOptionSpec = {
  option_id: 'strap_length',
  type: 'drop_down',
  title: 'Strap length',
  is_require: false,
  max_characters: null,
  values: [
    { value_id: 'standard', title: 'Standard' },
    { value_id: 'long', title: 'Long' },
  ],
  default_value_id: 'standard',
  engraving: null,
};

const note: CustomOptionSpec = {
  ...strapLength,
  option_id: 'note',
  type: 'area',
  title: 'Note',
  is_require: true,
  max_characters: 5,
  values: [],
  default_value_id: null,
};

const opt = (option_id: string, option_value: string) => ({ option_id, option_value });

function refusal(run: () => unknown): { message: string; field: string | undefined } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400)
      return { message: error.message, field: error.field };
    throw error;
  }
  throw new Error('accepted');
}

describe('custom options a cart line takes', () => {
  test('an engraving with accepted conditions is kept, trimmed, with the answer beside it', () => {
    expect(
      checkCustomOptions(
        [engraving],
        [opt('engraving', '  To Anna, 1887 '), opt('engraving_conditions', 'accept')],
      ),
    ).toEqual([opt('engraving', 'To Anna, 1887'), opt('engraving_conditions', 'accept')]);
  });

  test('an engraving whose conditions were denied or not answered is refused', () => {
    for (const given of [
      [opt('engraving', 'To Anna'), opt('engraving_conditions', 'deny')],
      [opt('engraving', 'To Anna')],
    ]) {
      expect(refusal(() => checkCustomOptions([engraving], given))).toEqual({
        message: 'Please accept the engraving conditions to have your watch engraved.',
        field: CUSTOM_OPTIONS_FIELD,
      });
    }
  });

  test('denied conditions without an engraving leave a plain line', () => {
    expect(checkCustomOptions([engraving], [opt('engraving_conditions', 'deny')])).toEqual([]);
    expect(
      checkCustomOptions([engraving], [opt('engraving', '   '), opt('engraving_conditions', 'accept')]),
    ).toEqual([]);
  });

  test('an engraving longer than its maximum or with a character the engraver cannot cut is refused', () => {
    const accept = opt('engraving_conditions', 'accept');
    expect(
      refusal(() => checkCustomOptions([engraving], [opt('engraving', 'A'.repeat(21)), accept])).message,
    ).toBe('Caseback engraving: at most 20 characters.');
    // Characters, not UTF-16 units: 20 accented letters fit.
    expect(checkCustomOptions([engraving], [opt('engraving', 'é'.repeat(20)), accept])).toHaveLength(2);
    expect(
      refusal(() => checkCustomOptions([engraving], [opt('engraving', 'To A. ♥'), accept])).message,
    ).toBe('Character (♥) is not currently supported.');
    expect(refusal(() => checkCustomOptions([engraving], [opt('engraving', 'A\nB'), accept])).message).toBe(
      'Character (\n) is not currently supported.',
    );
  });

  test('the conditions are answered accept or deny, nothing else', () => {
    expect(refusal(() => checkCustomOptions([engraving], [opt('engraving_conditions', 'yes')])).message).toBe(
      'The engraving conditions are answered with accept or deny.',
    );
  });

  test('a choice must be offered; the default is the same as no choice', () => {
    expect(checkCustomOptions([strapLength], [opt('strap_length', 'long')])).toEqual([
      opt('strap_length', 'long'),
    ]);
    expect(checkCustomOptions([strapLength], [opt('strap_length', 'standard')])).toEqual([]);
    expect(refusal(() => checkCustomOptions([strapLength], [opt('strap_length', 'extra')])).message).toBe(
      'Choose one of the offered values of Strap length.',
    );
  });

  test('options the product does not have, or given twice, are refused; required ones must be given', () => {
    expect(refusal(() => checkCustomOptions([strapLength], [opt('engraving', 'A')])).message).toBe(
      'This product has no option "engraving".',
    );
    expect(
      refusal(() =>
        checkCustomOptions([strapLength], [opt('strap_length', 'long'), opt('strap_length', 'long')]),
      ).message,
    ).toBe('The option "strap_length" is given twice.');
    expect(refusal(() => checkCustomOptions([note], [])).message).toBe('Note is required.');
    expect(checkCustomOptions([note], [opt('note', 'Hello')])).toEqual([opt('note', 'Hello')]);
  });

  test('a product without custom options takes none', () => {
    expect(checkCustomOptions([], [])).toEqual([]);
    expect(refusal(() => checkCustomOptions([], [opt('engraving_conditions', 'deny')])).message).toBe(
      'This product has no option "engraving_conditions".',
    );
  });
});

import { createIntl, type IntlShape } from '@formatjs/intl';
import de from '../i18n/compiled/de.gen';
import fr from '../i18n/compiled/fr.gen';
import ja from '../i18n/compiled/ja.gen';
import type { RuleMessage } from '../i18n/rule-message';
import { checkCustomOptions, refusedCharacter, type CustomOptionsCheck } from './custom-option-rules';

const intlOf = (locale: string, messages = {}): IntlShape =>
  createIntl({ locale, defaultLocale: 'en', messages });
const english = intlOf('en');
const say = (message: RuleMessage, intl: IntlShape = english) => intl.formatMessage(message, message.values);

const engraving = {
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

const strapLength = {
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

const note = {
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

/** The options a line keeps; fails the test when they are refused. */
function accepted(check: CustomOptionsCheck) {
  if (!check.ok) throw new Error(`refused: ${JSON.stringify(check.errors)}`);
  return check.options;
}

/**
 * The first refusal (the one the server answers with), its message in English; fails the test when the options
 * are accepted.
 */
function refusal(check: CustomOptionsCheck): { optionId: string; message: string } {
  return refusalsOf(check)[0]!;
}

function refusalsOf(check: CustomOptionsCheck): { optionId: string; message: string }[] {
  if (check.ok) throw new Error('accepted');
  return check.errors.map((e) => ({ optionId: e.optionId, message: say(e.message) }));
}

describe('custom options a cart line takes', () => {
  test('an engraving with accepted conditions is kept, trimmed, with the answer beside it', () => {
    expect(
      accepted(
        checkCustomOptions(
          [engraving],
          [opt('engraving', '  To Anna, 1887 '), opt('engraving_conditions', 'accept')],
        ),
      ),
    ).toEqual([opt('engraving', 'To Anna, 1887'), opt('engraving_conditions', 'accept')]);
  });

  test('an engraving whose conditions were denied or not answered is refused', () => {
    for (const given of [
      [opt('engraving', 'To Anna'), opt('engraving_conditions', 'deny')],
      [opt('engraving', 'To Anna')],
    ]) {
      expect(refusal(checkCustomOptions([engraving], given))).toEqual({
        optionId: 'engraving_conditions',
        message: 'Please accept the engraving conditions to have your watch engraved.',
      });
    }
  });

  test('denied conditions without an engraving leave a plain line', () => {
    expect(accepted(checkCustomOptions([engraving], [opt('engraving_conditions', 'deny')]))).toEqual([]);
    expect(
      accepted(
        checkCustomOptions([engraving], [opt('engraving', '   '), opt('engraving_conditions', 'accept')]),
      ),
    ).toEqual([]);
  });

  test('an engraving longer than its maximum or with a character the engraver cannot cut is refused', () => {
    const accept = opt('engraving_conditions', 'accept');
    expect(refusal(checkCustomOptions([engraving], [opt('engraving', 'A'.repeat(21)), accept])).message).toBe(
      'Caseback engraving: at most 20 characters.',
    );
    // Characters, not UTF-16 units: 20 accented letters fit.
    expect(
      accepted(checkCustomOptions([engraving], [opt('engraving', 'é'.repeat(20)), accept])),
    ).toHaveLength(2);
    expect(refusal(checkCustomOptions([engraving], [opt('engraving', 'To A. ♥'), accept])).message).toBe(
      'Character (♥) is not currently supported.',
    );
    expect(refusal(checkCustomOptions([engraving], [opt('engraving', 'A\nB'), accept])).message).toBe(
      'Character (\n) is not currently supported.',
    );
  });

  test('the conditions are answered accept or deny, nothing else', () => {
    expect(refusal(checkCustomOptions([engraving], [opt('engraving_conditions', 'yes')])).message).toBe(
      'The engraving conditions are answered with accept or deny.',
    );
  });

  test('a choice must be offered; the default is the same as no choice', () => {
    expect(accepted(checkCustomOptions([strapLength], [opt('strap_length', 'long')]))).toEqual([
      opt('strap_length', 'long'),
    ]);
    expect(accepted(checkCustomOptions([strapLength], [opt('strap_length', 'standard')]))).toEqual([]);
    expect(refusal(checkCustomOptions([strapLength], [opt('strap_length', 'extra')])).message).toBe(
      'Choose one of the offered values of Strap length.',
    );
  });

  test('options the product does not have, or given twice, are refused; required ones must be given', () => {
    expect(refusal(checkCustomOptions([strapLength], [opt('engraving', 'A')])).message).toBe(
      'This product has no option "engraving".',
    );
    expect(
      refusal(checkCustomOptions([strapLength], [opt('strap_length', 'long'), opt('strap_length', 'long')]))
        .message,
    ).toBe('The option "strap_length" is given twice.');
    expect(refusal(checkCustomOptions([note], [])).message).toBe('Note is required.');
    expect(accepted(checkCustomOptions([note], [opt('note', 'Hello')]))).toEqual([opt('note', 'Hello')]);
  });

  test('a product without custom options takes none', () => {
    expect(accepted(checkCustomOptions([], []))).toEqual([]);
    expect(refusal(checkCustomOptions([], [opt('engraving_conditions', 'deny')])).message).toBe(
      'This product has no option "engraving_conditions".',
    );
  });

  test('every broken rule is listed by option, in the order they are checked', () => {
    expect(
      refusalsOf(
        checkCustomOptions(
          [note, strapLength, engraving],
          [
            opt('strap_length', 'extra'),
            opt('strap_length', 'long'),
            opt('gift_wrap', 'yes'),
            opt('engraving', 'To A. ♥'),
          ],
        ),
      ),
    ).toEqual([
      { optionId: 'strap_length', message: 'The option "strap_length" is given twice.' },
      { optionId: 'gift_wrap', message: 'This product has no option "gift_wrap".' },
      { optionId: 'note', message: 'Note is required.' },
      { optionId: 'strap_length', message: 'Choose one of the offered values of Strap length.' },
      { optionId: 'engraving', message: 'Character (♥) is not currently supported.' },
    ]);
  });
});

describe('the refusals in the store’s language', () => {
  const firstMessage = (check: CustomOptionsCheck): RuleMessage => {
    if (check.ok) throw new Error('accepted');
    return check.errors[0]!.message;
  };
  const accept = opt('engraving_conditions', 'accept');

  test('French (fr-ch), with French quotation marks', () => {
    const french = intlOf('fr-CH', fr);
    expect(say(firstMessage(checkCustomOptions([engraving], [opt('engraving', 'To Anna')])), french)).toBe(
      'Veuillez accepter les conditions de gravure pour faire graver votre montre.',
    );
    expect(say(firstMessage(checkCustomOptions([strapLength], [opt('gift_wrap', 'yes')])), french)).toBe(
      'Ce produit n’a pas d’option « gift_wrap ».',
    );
  });

  test('German (de-ch), in Swiss spelling', () => {
    const german = intlOf('de-CH', de);
    expect(
      say(firstMessage(checkCustomOptions([engraving], [opt('engraving', 'A'.repeat(21)), accept])), german),
    ).toBe('Caseback engraving: höchstens 20 Zeichen.');
    expect(
      say(firstMessage(checkCustomOptions([engraving], [opt('engraving_conditions', 'yes')])), german),
    ).toBe('Die Gravurbedingungen werden mit accept oder deny beantwortet.');
  });

  test('Japanese (ja-jp)', () => {
    const japanese = intlOf('ja-JP', ja);
    expect(
      say(firstMessage(checkCustomOptions([strapLength], [opt('strap_length', 'extra')])), japanese),
    ).toBe('Strap lengthは、表示されている選択肢からお選びください。');
    expect(
      say(
        firstMessage(
          checkCustomOptions([strapLength], [opt('strap_length', 'long'), opt('strap_length', 'long')]),
        ),
        japanese,
      ),
    ).toBe('オプション「strap_length」が二重に指定されています。');
  });
});

describe('engraving characters', () => {
  test('the first refused character is named, by character rather than UTF-16 unit', () => {
    expect(refusedCharacter('To A. 😀 ♥', 'ToA. ')).toBe('😀');
    expect(refusedCharacter('To A.', 'ToA. ')).toBeNull();
  });
});

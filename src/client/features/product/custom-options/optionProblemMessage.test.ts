import { createIntl, type IntlShape } from 'react-intl';
import type { CustomOption } from '../../../api/catalog';
import { loadMessages } from '../../../lib/i18n/loadMessages';
import { optionProblemMessage } from './optionProblemMessage';

const engraving: CustomOption = {
  option_id: 'engraving',
  type: 'field',
  title: 'Gravure du fond',
  is_require: false,
  max_characters: 1000,
  values: [],
  default_value_id: null,
  engraving: {
    allowed_characters: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ',
    conditions_option_id: 'engraving_conditions',
    conditions: { title: 'Conditions', text: 'Lisez-moi.' },
  },
};
const note: CustomOption = {
  ...engraving,
  option_id: 'note',
  title: 'Notiz',
  is_require: true,
  engraving: null,
};

// English reads the code's own text: no catalogue, so nothing is missing.
const english = createIntl({ locale: 'en', defaultLocale: 'en' });
let french: IntlShape;
let german: IntlShape;
let japanese: IntlShape;
beforeAll(async () => {
  french = createIntl({ locale: 'fr-CH', defaultLocale: 'en', messages: await loadMessages('fr') });
  german = createIntl({ locale: 'de-CH', defaultLocale: 'en', messages: await loadMessages('de') });
  japanese = createIntl({ locale: 'ja-JP', defaultLocale: 'en', messages: await loadMessages('ja') });
});

describe('why add-to-cart stops, in the store’s language', () => {
  test('in English it is word for word what the server’s rules answer', () => {
    const short = { ...engraving, title: 'Caseback engraving', max_characters: 20 };
    expect(optionProblemMessage(english, [short], { engraving: 'A'.repeat(21) })).toBe(
      'Caseback engraving: at most 20 characters.',
    );
    expect(optionProblemMessage(english, [short], { engraving: 'É'.repeat(20) })).toBe(
      'Character (É) is not currently supported.',
    );
    expect(optionProblemMessage(english, [engraving], { engraving: 'To A ♥' })).toBe(
      'Character (♥) is not currently supported.',
    );
    expect(optionProblemMessage(english, [{ ...note, title: 'Note' }], {})).toBe('Note is required.');
    expect(optionProblemMessage(english, [engraving, note], { note: 'Hi' })).toBeNull();
  });

  test('in French and German, with the numbers written as the locale writes them', () => {
    const max = new Intl.NumberFormat('fr-CH').format(1000);
    expect(optionProblemMessage(french, [engraving], { engraving: 'A'.repeat(1001) })).toBe(
      `Gravure du fond\u00a0: ${max} caractères au maximum.`,
    );
    expect(optionProblemMessage(french, [engraving], { engraving: 'To A ♥' })).toBe(
      'Le caractère (♥) n’est pas pris en charge pour le moment.',
    );
    expect(optionProblemMessage(german, [note], {})).toBe('Notiz ist ein Pflichtfeld.');
    expect(optionProblemMessage(german, [note], { note: 'Hallo' })).toBeNull();
  });

  test('in Japanese', () => {
    expect(optionProblemMessage(japanese, [{ ...note, title: '備考' }], {})).toBe('備考は必須項目です。');
    expect(optionProblemMessage(japanese, [engraving], { engraving: 'To A ♥' })).toBe(
      '文字（♥）は現在ご利用いただけません。',
    );
  });
});

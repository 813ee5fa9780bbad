import { createIntl } from 'react-intl';
import type { CompiledMessages } from '../../../../common/i18n/compiled-messages';
import { loadMessages } from '../../../lib/i18n/loadMessages';
import { APPOINTMENT_STORAGE_KEY, restoreAppointment } from './appointmentStorage';
import { civilityOptions, makeAppointmentSchema } from './appointmentValues';

let messages: Record<'fr' | 'de' | 'ja', CompiledMessages>;
beforeAll(async () => {
  const [fr, de, ja] = await Promise.all([loadMessages('fr'), loadMessages('de'), loadMessages('ja')]);
  messages = { fr, de, ja };
});
afterEach(() => window.localStorage.clear());

const intlIn = (locale: string) => {
  const language = locale.slice(0, 2);
  return createIntl({
    locale,
    // English reads the code's own wording: it is the default language, so nothing is reported missing.
    defaultLocale: language === 'en' ? locale : 'en',
    messages: language === 'en' ? {} : messages[language as 'fr' | 'de' | 'ja'],
  });
};
const labels = (locale: string) => civilityOptions(intlIn(locale)).map((option) => option.label);

describe('the forms of address the appointment form offers, per language (issue 13)', () => {
  test('English offers Mr., Mrs., Ms. and Mx.', () => {
    expect(labels('en-GB')).toEqual(['Mr.', 'Mrs.', 'Ms.', 'Mx.']);
  });

  test('French and German never offer Mademoiselle or Fräulein', () => {
    expect(labels('fr-FR')).toEqual(['M.', 'Mme', 'Mx']);
    expect(labels('fr-CH')).toEqual(['M.', 'Mme', 'Mx']);
    expect(labels('de-CH')).toEqual(['Herr', 'Frau', 'Divers']);
  });

  test('a title the language does not offer is neither restored nor accepted', async () => {
    window.localStorage.setItem(
      APPOINTMENT_STORAGE_KEY,
      JSON.stringify({ civility: 'Ms', customer_firstname: 'Léa' }),
    );
    expect(restoreAppointment('fr-FR')).toMatchObject({ civility: '', customer_firstname: 'Léa' });
    expect(restoreAppointment('en-GB')).toMatchObject({ civility: 'Ms', customer_firstname: 'Léa' });
    await expect(
      makeAppointmentSchema(intlIn('fr-FR')).validateAt('civility', { civility: 'Ms' }),
    ).rejects.toThrow('Ce champ est obligatoire.');
  });
});

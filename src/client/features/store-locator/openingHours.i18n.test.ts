import { createIntl } from 'react-intl';
import type { CompiledMessages } from '../../../common/i18n/compiled-messages';
import { loadMessages } from '../../lib/i18n/loadMessages';
import { openNowText, weekSchedule } from './openingHours';

// Geneva's hours (Europe/Zurich): Monday to Friday 10:00-18:30, Saturday 10:00-17:00, Sunday closed.
const SWISS = [1, 2, 3, 4, 5]
  .map((weekday) => ({ weekday, opens: '10:00', closes: '18:30' }))
  .concat([{ weekday: 6, opens: '10:00', closes: '17:00' }]);

let fr: CompiledMessages;
let de: CompiledMessages;
let ja: CompiledMessages;
beforeAll(async () => {
  [fr, de, ja] = await Promise.all([loadMessages('fr'), loadMessages('de'), loadMessages('ja')]);
});

const statusIn = (locale: string, messages: CompiledMessages) => {
  const intl = createIntl({ locale, defaultLocale: 'en', messages });
  return (iso: string) =>
    openNowText(weekSchedule(SWISS, { now: new Date(iso), timeZone: 'Europe/Zurich', locale }).now, intl);
};

describe("a boutique's open/closed line in the store's language (issue 13)", () => {
  test('French (fr-CH): weekday names from Intl, times as Switzerland writes them', () => {
    const status = statusIn('fr-CH', fr);
    expect(status('2026-11-25T09:00:00Z')).toBe('Ouvert actuellement · ferme à 18:30');
    expect(status('2026-11-25T17:30:00Z')).toBe('Actuellement fermé · ouvre demain à 10:00');
    expect(status('2026-11-25T07:00:00Z')).toBe('Actuellement fermé · ouvre aujourd’hui à 10:00');
    expect(status('2026-11-28T17:00:00Z')).toBe('Actuellement fermé · ouvre lundi à 10:00');
    expect(
      weekSchedule(SWISS, { now: new Date(), timeZone: 'Europe/Zurich', locale: 'fr-CH' }).days.map(
        (d) => d.name,
      ),
    ).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']);
  });

  test('German (de-CH) and Japanese (ja-JP)', () => {
    expect(statusIn('de-CH', de)('2026-11-28T17:00:00Z')).toBe(
      'Derzeit geschlossen · öffnet am Montag um 10:00',
    );
    expect(statusIn('de-CH', de)('2026-11-25T09:00:00Z')).toBe('Jetzt geöffnet · schliesst um 18:30');
    expect(statusIn('ja-JP', ja)('2026-11-28T17:00:00Z')).toBe('現在営業時間外・月曜日10:00に開店');
    expect(statusIn('ja-JP', ja)('2026-11-25T17:30:00Z')).toBe('現在営業時間外・明日10:00に開店');
    expect(statusIn('ja-JP', ja)('2026-11-25T09:00:00Z')).toBe('営業中・18:30に閉店');
  });
});

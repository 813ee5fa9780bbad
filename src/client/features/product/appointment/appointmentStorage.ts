import { civilitiesOf, emptyAppointmentValues, type AppointmentValues } from './appointmentValues';

/** Spec 3: the browser's local storage key of the video appointment form. */
export const APPOINTMENT_STORAGE_KEY = 'video_appointment';

/** What is remembered: the shopper's details and newsletter choice. Never the captcha, never the consent. */
type Remembered = Omit<AppointmentValues, 'terms'>;

const TEXT_FIELDS = ['customer_email', 'customer_firstname', 'customer_lastname', 'customer_phone'] as const;

/**
 * Saved when the shopper submits a valid form (not on every keystroke): what is kept is what they chose to
 * send, and a half-typed address abandoned in the modal is not left behind in the browser.
 */
export function rememberAppointment(values: AppointmentValues): void {
  const { terms: _terms, ...remembered } = values;
  try {
    window.localStorage.setItem(APPOINTMENT_STORAGE_KEY, JSON.stringify(remembered satisfies Remembered));
  } catch {
    // Storage full or refused (private browsing): the form simply starts empty next time.
  }
}

/**
 * The form's starting values: what was remembered, field by field, when it is still well formed. The title is
 * kept only when the store's language offers it ('Ms.' chosen in en-gb is not a title of fr-fr).
 */
export function restoreAppointment(locale: string): AppointmentValues {
  let saved: unknown;
  try {
    saved = JSON.parse(window.localStorage.getItem(APPOINTMENT_STORAGE_KEY) ?? 'null');
  } catch {
    return emptyAppointmentValues;
  }
  if (typeof saved !== 'object' || saved === null) return emptyAppointmentValues;
  const record = saved as Record<string, unknown>;
  const values: AppointmentValues = { ...emptyAppointmentValues };
  for (const field of TEXT_FIELDS) {
    if (typeof record[field] === 'string') values[field] = record[field].slice(0, 254);
  }
  const civility = civilitiesOf(locale).find((c) => c.value === record.civility);
  if (civility) values.civility = civility.value;
  if (typeof record.newsletter === 'boolean') values.newsletter = record.newsletter;
  return values;
}

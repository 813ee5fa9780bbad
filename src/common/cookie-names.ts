/** Cookie names both sides agree on. */
export const COOKIE = {
  /** httpOnly session token. */
  session: 'caseback_session',
  /** The session's form key, readable by scripts so that posts can carry it. */
  formKey: 'form_key',
  /** Customer data for the client: base64 JSON on sign-in, `logout` on sign-out; the client copies and clears it. */
  customer: 'caseback_customer',
  /** Comma-separated customer-data section names the client must reload, then clear. */
  invalidateSections: 'section_data_clean',
  /** Spec 3 "Newsletter subscriber": URL-encoded JSON of status, gender and country, readable by scripts. */
  newsletterSubscriber: 'newsletter_subscriber',
} as const;

export const SESSION_STORAGE_CUSTOMER_KEY = 'customer';

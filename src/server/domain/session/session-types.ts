export type { SessionLifetime } from '../../../../config/env';

export interface Session {
  /** SHA-256 of the cookie token: the only form in which the id is stored. */
  idHash: string;
  customerId: number | null;
  formKey: string;
  /**
   * Whether the session has a row. An anonymous visitor's session is not stored until it must hold something
   * (a guest cart, a compare list, an order, a sign-in): see `storeSession`.
   */
  stored: boolean;
}

import type { SessionLifetime } from '../../../../config/env';

export type { SessionLifetime };

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

/** A session that a write stores with what it binds to it (`sessionInsert`), and how long it then lives. */
export interface SessionToKeep {
  session: Session;
  lifetime: SessionLifetime;
}

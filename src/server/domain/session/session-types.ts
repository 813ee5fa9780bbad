export interface Session {
  /** SHA-256 of the cookie token: the only form in which the id is stored. */
  idHash: string;
  customerId: number | null;
  formKey: string;
}

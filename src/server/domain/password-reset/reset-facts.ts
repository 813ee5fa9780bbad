/** What the reset mail says, handed to its HTML template (`render/mail/password-reset.ts`). */
export interface PasswordResetFacts {
  firstname: string;
  /** The new-password page with the token, absolute: mail clients need absolute links. */
  url: string;
  validForMinutes: number;
}

/** Magento's words for the forgotten-password flow, shared by the domain, its mail and the tests. */
export const PASSWORD_RESET_MESSAGES = {
  requested: (email: string) =>
    `If there is an account associated with ${email} you will receive an email with a link to reset your password.`,
  expired: 'Your password reset link has expired.',
  updated: 'You updated your password.',
  mismatch: "New Password and Confirm New Password values didn't match.",
  tooShort: (min: number) => `Minimum length of this field must be equal or greater than ${min} symbols.`,
  tooManyRequests: (retryAfterS: number) =>
    `Too many password reset requests. Please try again in ${retryAfterS} seconds.`,
  tooManyAttempts: (retryAfterS: number) =>
    `Too many attempts with password reset links. Please try again in ${retryAfterS} seconds.`,
} as const;

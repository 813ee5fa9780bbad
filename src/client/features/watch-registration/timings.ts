/** Spec 9 'Timings: forms and messages', as they apply to register my watch. */
export const WATCH_REGISTRATION_TIMINGS = {
  /** Watch-registration errors hide by themselves. */
  errorAutoHideMs: 2000,
  /** The multi-digit input's invalid length message. */
  digitErrorMs: 2000,
  /** The agreement area's error highlight. */
  agreementErrorMs: 2000,
  /** The accordion's panels open and close. */
  accordionMs: 200,
  /** The configured automatic opening waits. */
  autoOpenDelayMs: 500,
} as const;

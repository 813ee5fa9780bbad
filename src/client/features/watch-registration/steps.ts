// The flow's step codes and lookup methods, apart from its slice: the analytics events (events.ts, in the shell)
// name them without loading the flow.

/** Spec 2.9: the modal's step codes; serial_form is the first. */
export const WATCH_REGISTRATION_STEPS = [
  'serial_form',
  'caseback_watch_select',
  'serial_confirmation',
  'login_form',
  'register_confirmation',
] as const;
export type WatchRegistrationStep = (typeof WATCH_REGISTRATION_STEPS)[number];

/** The accordion's two panels: how the watch is looked up. */
export type LookupMethod = 'serial' | 'caseback';

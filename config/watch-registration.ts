/**
 * Register-my-watch settings every store view shares (spec 2.9), served to the client in the store
 * configuration's `watch_registration`. The modal does not open by itself unless configured to.
 */
export const WATCH_REGISTRATION = {
  openModalAutomatically: false,
} as const;

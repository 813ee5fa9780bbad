import { watchRegistrationRequested } from '../../events/watch-registration';
import { createDialogSlice } from '../../lib/dialogSlice';

/**
 * Whether the register-my-watch modal is open: the shell's part of watch registration, so that anything can open
 * it (`watchRegistrationRequested`) while the flow's state and code (watchRegistrationSlice.ts) come with the
 * modal's chunk.
 */
export const watchRegistrationDialogSlice = createDialogSlice(
  'watchRegistrationDialog',
  watchRegistrationRequested,
);

export const { closed: watchRegistrationClosed } = watchRegistrationDialogSlice.actions;

/** What the selectors read: this slice, and the flow's state once its chunk has added it. */
interface DialogRoot {
  watchRegistrationDialog: { open: boolean };
  watchRegistration?: { coveredByAccountCreation: boolean };
}

/** The modal is open and not hidden behind the create-account modal it opened (the flow is kept meanwhile). */
export const selectWatchRegistrationOpen = (state: DialogRoot): boolean =>
  state.watchRegistrationDialog.open && !(state.watchRegistration?.coveredByAccountCreation ?? false);

/** The dialog is open, whether or not the create-account modal covers it. */
export const selectWatchRegistrationDialogOpen = (state: DialogRoot): boolean =>
  state.watchRegistrationDialog.open;

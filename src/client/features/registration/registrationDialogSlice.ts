import { registrationRequested } from '../../events/registration';
import { createDialogSlice } from '../../lib/dialogSlice';

/**
 * Whether the create-account modal is shown: the shell's part of registration, so that anything can open it
 * (`registrationRequested`) while the stepper's own state and code (registrationSlice.ts) come with the modal's
 * chunk. The page (customer/account/create) shows the stepper whatever this says.
 */
export const registrationDialogSlice = createDialogSlice('registrationDialog', registrationRequested);

export const { closed: registrationClosed } = registrationDialogSlice.actions;
export const { selectOpen: selectRegistrationOpen } = registrationDialogSlice.selectors;

import { createAction } from '@reduxjs/toolkit';

/**
 * Someone asked for the create-account modal: the header's sign-in area, the sign-in page's 'New customers'
 * block, the configuration's automatic opening, and (later) watch registration. Shared so that any feature can
 * open it without importing the registration feature; maps to no data-layer event.
 */
export const registrationRequested = createAction('registration/requested');

/**
 * The registration stepper created an account and signed the new customer in. Watch registration listens to
 * add the watch it was registering when it sent the shopper to create an account.
 */
export const accountCreated = createAction('registration/accountCreated');

/** The create-account modal closed (close button, Escape, backdrop or Continue): a modal it covered shows again. */
export const registrationDismissed = createAction('registration/dismissed');

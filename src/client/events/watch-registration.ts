import { createAction } from '@reduxjs/toolkit';

/**
 * Someone asked for the register-my-watch modal: the header's 'register my watch' button (through its page),
 * my watches' 'Register a new watch', and the configuration's automatic opening. Shared so that any feature can
 * open the modal without importing the watch-registration feature.
 */
export const watchRegistrationRequested = createAction('watchRegistration/requested');

/**
 * A watch joined the signed-in customer's collection (the modal's register_confirmation step). My watches
 * listens to show it without a reload.
 */
export const watchRegistered = createAction<{ serial: string; sku: string }>('watchRegistration/registered');

import { createAction } from '@reduxjs/toolkit';

/**
 * Someone asked for the create-account modal: the header's sign-in area, the sign-in page's 'New customers'
 * block, the configuration's automatic opening, and (later) watch registration. Shared so that any feature can
 * open it without importing the registration feature; maps to no data-layer event.
 */
export const registrationRequested = createAction('registration/requested');

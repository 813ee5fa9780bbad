import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The failures the slice keeps (spec 8), apart from messages.ts: the slice is in every page's first view (the
 * store's reducers), the modal's words are not. messages.ts includes them, for the modal.
 */
export const watchRegistrationFlowErrors = defineMessages({
  serialCheckError: {
    id: 'watchRegistration.serialCheckError',
    defaultMessage: 'Error verifying serial number, please try again later.',
  },
  casebackCheckError: {
    id: 'watchRegistration.casebackCheckError',
    defaultMessage: 'Error verifying case back number, please try again later.',
  },
  registerError: {
    id: 'watchRegistration.registerError',
    defaultMessage: 'Error linking watch, please try again later.',
  },
});

import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The failures the slice keeps (spec 8), apart from messages.ts: the slice is in every page's first view (the
 * store's reducers), the stepper's words are not. messages.ts includes them, for the stepper.
 */
export const registrationFlowErrors = defineMessages({
  emailCheckError: {
    id: 'registration.emailCheckError',
    defaultMessage: 'There was a problem checking the email availability.',
  },
  submitError: {
    id: 'registration.submitError',
    defaultMessage: 'There was a problem submitting your request.',
  },
});

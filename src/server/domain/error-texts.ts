import { defineMessages } from '../../common/i18n/define-messages';

/** The answers every part of the API may give (a missing resource, a stale form, a failure of ours). */
export const ERROR_TEXTS = defineMessages({
  notFound: { id: 'api.notFound', defaultMessage: 'The requested resource was not found.' },
  formKeyInvalid: { id: 'api.formKeyInvalid', defaultMessage: 'Invalid form key. Please refresh the page.' },
  internal: {
    id: 'api.internalError',
    defaultMessage: 'Something went wrong on our side. Please try again later.',
  },
  // `{store}` is the store code from the address, as typed.
  storeNotFound: { id: 'api.storeNotFound', defaultMessage: 'Store "{store}" does not exist.' },
  requiredField: { id: 'api.validation.requiredField', defaultMessage: 'This is a required field.' },
});

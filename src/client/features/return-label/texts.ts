/** Every string the return label page shows that is not the server's (spec 8: on nok, the server's message). */
export const RETURN_LABEL_TEXTS = {
  title: 'Return label',
  required: 'This is a required field.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  /** When the call fails without a message of the server's. */
  failed: 'An error occurred',
  engraved: 'Engraved pieces cannot be returned.',
  gift: 'Gifts cannot be returned.',
  returned: 'Already returned.',
  download: 'Download the return label (PDF)',
} as const;

/** Spec 9: the return forms initialise their inputs again 1500 ms after a return label was created. */
export const RETURN_FORM_REINITIALISE_MS = 1500;

import { defineMessages } from '../../../../common/i18n/define-messages';

/** What the reservation and the video appointment forms share: their fields, checks and buttons. */
export const serviceMessages = defineMessages({
  yourDetails: { id: 'product.service.yourDetails', defaultMessage: 'Your details' },
  firstName: { id: 'product.service.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'product.service.lastName', defaultMessage: 'Last Name' },
  email: { id: 'product.service.email', defaultMessage: 'Email' },
  telephone: { id: 'product.service.telephone', defaultMessage: 'Phone Number' },
  newsletter: { id: 'product.service.newsletter', defaultMessage: 'Sign up for our newsletter' },
  terms: {
    id: 'product.service.terms',
    defaultMessage: 'I accept the terms and conditions and the privacy policy',
  },
  submit: { id: 'product.service.submit', defaultMessage: 'Submit' },
  close: { id: 'product.service.close', defaultMessage: 'Close' },
  // While the browser solves the security check before sending.
  verifying: { id: 'product.service.verifying', defaultMessage: 'Verifying…' },
  required: { id: 'product.service.required', defaultMessage: 'This is a required field.' },
  invalidEmail: {
    id: 'product.service.invalidEmail',
    defaultMessage: 'Please enter a valid email address (Ex: johndoe@domain.com).',
  },
  invalidTelephone: {
    id: 'product.service.invalidTelephone',
    defaultMessage: 'Please enter a valid phone number.',
  },
  // Spec 8's last resort when a reservation or a video appointment was refused without a message of its own
  // (the spec gives the video appointment the same wording).
  submitFailed: {
    id: 'product.service.submitFailed',
    defaultMessage: 'There was a problem while making reservation. Please try again later.',
  },
});

/** Check & Reserve's modal (namespace `product`, the `reservation` part); its button's are in buttonMessages.ts. */
export const reservationMessages = defineMessages({
  // The modal's subtitle: which of its steps is shown.
  step: { id: 'product.reservation.step', defaultMessage: 'Step {step, number} of {total, number}' },
  shopsFailed: {
    id: 'product.reservation.shopsFailed',
    defaultMessage: 'The boutiques could not be loaded. Please try again later.',
  },
  tryAgain: { id: 'product.reservation.tryAgain', defaultMessage: 'Try again' },
  loadingShops: { id: 'product.reservation.loadingShops', defaultMessage: 'Loading boutiques…' },
  chooseShop: { id: 'product.reservation.chooseShop', defaultMessage: 'Choose a boutique' },
  // name: the watch (in <strong>); sku: its reference number.
  shopLead: {
    id: 'product.reservation.shopLead',
    defaultMessage:
      'Reserve the <strong>{name}</strong> (reference {sku}) in a boutique, and try it on there.',
  },
  shop: { id: 'product.reservation.shop', defaultMessage: 'Boutique' },
  // A boutique of the list that holds no piece of this watch.
  shopUnavailable: { id: 'product.reservation.shopUnavailable', defaultMessage: '{name} — not available' },
  noShop: {
    id: 'product.reservation.noShop',
    defaultMessage: 'No boutique holds this piece at the moment.',
  },
  nextStep: { id: 'product.reservation.nextStep', defaultMessage: 'Next Step' },
  previousStep: { id: 'product.reservation.previousStep', defaultMessage: 'Previous Step' },
  message: { id: 'product.reservation.message', defaultMessage: 'Message to the boutique' },
  shopDetailsUnavailable: {
    id: 'product.reservation.shopDetailsUnavailable',
    defaultMessage: "This boutique's details are unavailable.",
  },
  loadingShop: { id: 'product.reservation.loadingShop', defaultMessage: 'Loading the boutique…' },
  // A link to the boutique's page; the part in <hidden> is for screen readers only.
  shopDetails: {
    id: 'product.reservation.shopDetails',
    defaultMessage: 'Boutique details<hidden> of {name} (opens in a new tab)</hidden>',
  },
  doneTitle: {
    id: 'product.reservation.doneTitle',
    defaultMessage: 'Thank you. Your reservation is confirmed.',
  },
  // shop: the boutique's name, when known; product: the watch; sku: its reference; email: the shopper's
  // address, when given.
  doneText: {
    id: 'product.reservation.doneText',
    defaultMessage:
      '{shopKnown, select, yes {{shop}} other {The boutique}} is holding the {product} (reference {sku}) for you. A confirmation has been sent to {emailKnown, select, yes {{email}} other {your e-mail address}}; the boutique will contact you to arrange your visit.',
  },
});

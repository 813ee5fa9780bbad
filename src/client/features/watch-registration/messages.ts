import { defineMessages } from '../../../common/i18n/define-messages';
import { watchRegistrationFlowErrors } from './flowErrors';

/**
 * The register-my-watch modal's words (spec 2.9, 5, 8; the house's own where the spec is silent). Namespace
 * `watchRegistration`, translated in src/common/i18n/translations/{language}/watchRegistration.json.
 */
export const watchRegistrationMessages = {
  ...watchRegistrationFlowErrors,
  ...defineMessages({
    title: { id: 'watchRegistration.title', defaultMessage: 'Register my watch' },
    // The page title in the browser tab; brand: the house's name.
    documentTitle: { id: 'watchRegistration.documentTitle', defaultMessage: 'Register my watch | {brand}' },
    metaDescription: {
      id: 'watchRegistration.metaDescription',
      defaultMessage: 'Register your {brand} watch by its serial or caseback number.',
    },
    pageEyebrow: { id: 'watchRegistration.pageEyebrow', defaultMessage: 'Your collection' },
    pageLead: {
      id: 'watchRegistration.pageLead',
      defaultMessage:
        'Add your watch with its serial number or its caseback number: follow its warranty, find its user guide, its compatible straps and our services.',
    },
    // The modal's subtitle, one per step.
    stepSerialForm: { id: 'watchRegistration.stepSerialForm', defaultMessage: 'Find your watch' },
    stepWatchSelect: { id: 'watchRegistration.stepWatchSelect', defaultMessage: 'Choose your watch' },
    stepConfirmation: { id: 'watchRegistration.stepConfirmation', defaultMessage: 'Confirm your watch' },
    stepLogin: { id: 'watchRegistration.stepLogin', defaultMessage: 'Sign in' },
    stepDone: { id: 'watchRegistration.stepDone', defaultMessage: 'Added to your collection' },
    intro: {
      id: 'watchRegistration.intro',
      defaultMessage:
        'Add your watch to your collection to follow its warranty, find its user guide and compatible straps.',
    },
    serialNumber: { id: 'watchRegistration.serialNumber', defaultMessage: 'Serial number' },
    casebackNumber: { id: 'watchRegistration.casebackNumber', defaultMessage: 'Caseback number' },
    // count: how many characters the serial number has.
    serialHint: {
      id: 'watchRegistration.serialHint',
      defaultMessage: 'Engraved on the case back, also on your warranty card. {count} characters.',
    },
    // count: how many digits the caseback number has.
    casebackHint: {
      id: 'watchRegistration.casebackHint',
      defaultMessage: 'The number engraved in the centre of the case back. {count} digits.',
    },
    // Each box of a multi-box number, for screen readers; label: the number's name ('Serial number').
    boxLabel: {
      id: 'watchRegistration.boxLabel',
      defaultMessage: '{label}, character {position} of {length}',
    },
    // Spec 5: the number has another length.
    invalidSerial: {
      id: 'watchRegistration.invalidSerial',
      defaultMessage: 'Invalid serial number. Please check and try again.',
    },
    invalidCaseback: {
      id: 'watchRegistration.invalidCaseback',
      defaultMessage: 'Invalid caseback number. Please check and try again.',
    },
    check: { id: 'watchRegistration.check', defaultMessage: 'Check' },
    checking: { id: 'watchRegistration.checking', defaultMessage: 'Checking…' },
    verifying: { id: 'watchRegistration.verifying', defaultMessage: 'Verifying…' },
    selectLead: {
      id: 'watchRegistration.selectLead',
      defaultMessage: 'Several of our watches carry this caseback number. Which one is yours?',
    },
    selectListLabel: {
      id: 'watchRegistration.selectListLabel',
      defaultMessage: 'Watches with this caseback number',
    },
    select: { id: 'watchRegistration.select', defaultMessage: 'Select' },
    back: { id: 'watchRegistration.back', defaultMessage: 'Back' },
    // sku: the watch's reference, as it is.
    reference: { id: 'watchRegistration.reference', defaultMessage: 'Ref. {sku}' },
    found: { id: 'watchRegistration.found', defaultMessage: 'We found your watch.' },
    foundBy: { id: 'watchRegistration.foundBy', defaultMessage: 'Found by' },
    // brand: the house's name.
    agreement: {
      id: 'watchRegistration.agreement',
      defaultMessage:
        'I confirm that this watch is mine and agree that {brand} keeps its registration with my account for warranty and care services.',
    },
    agreementError: {
      id: 'watchRegistration.agreementError',
      defaultMessage: 'Please accept the agreement to add your watch to your collection.',
    },
    newsletter: {
      id: 'watchRegistration.newsletter',
      defaultMessage: "Keep me informed of {brand}'s news, collections and events by e-mail.",
    },
    adding: { id: 'watchRegistration.adding', defaultMessage: 'Adding…' },
    addToCollection: { id: 'watchRegistration.addToCollection', defaultMessage: 'Add to my collection' },
    loginLead: {
      id: 'watchRegistration.loginLead',
      defaultMessage: 'Sign in to add this watch to your collection.',
    },
    signInForm: { id: 'watchRegistration.signInForm', defaultMessage: 'Sign in' },
    loginVerifying: {
      id: 'watchRegistration.loginVerifying',
      defaultMessage: 'Verifying… For your security, a quick check runs in your browser.',
    },
    email: { id: 'watchRegistration.email', defaultMessage: 'Email' },
    password: { id: 'watchRegistration.password', defaultMessage: 'Password' },
    forgotPassword: { id: 'watchRegistration.forgotPassword', defaultMessage: 'Forgot Your Password?' },
    signingIn: { id: 'watchRegistration.signingIn', defaultMessage: 'Signing in…' },
    signInAndAdd: { id: 'watchRegistration.signInAndAdd', defaultMessage: 'Sign in and add my watch' },
    newCustomer: {
      id: 'watchRegistration.newCustomer',
      defaultMessage: 'New customer? Create your account; your watch joins it once the account is created.',
    },
    createAccount: { id: 'watchRegistration.createAccount', defaultMessage: 'Create an account' },
    // Spec 5 and 8: the login form's validation and failure.
    required: { id: 'watchRegistration.required', defaultMessage: 'This is a required field.' },
    invalidEmail: {
      id: 'watchRegistration.invalidEmail',
      defaultMessage: 'Please enter a valid email address (Ex: johndoe@domain.com).',
    },
    loginFailed: {
      id: 'watchRegistration.loginFailed',
      defaultMessage: 'Could not authenticate. Please try again later',
    },
    goToMyWatches: { id: 'watchRegistration.goToMyWatches', defaultMessage: 'Go to my watches' },
    // A question, then a link to the contact page (its text inside <link>).
    contactHelp: {
      id: 'watchRegistration.contactHelp',
      defaultMessage: 'A question about your watch? <link>Contact us</link>',
    },
  }),
};

import { defineMessages } from '../../../common/i18n/define-messages';
import { registrationFlowErrors } from './flowErrors';

/**
 * The create-account modal and page (spec 2.8, 5, 8). Namespace `registration`, translated in
 * src/common/i18n/translations/{language}/registration.json.
 */
export const registrationMessages = {
  ...registrationFlowErrors,
  ...defineMessages({
    title: { id: 'registration.title', defaultMessage: 'Create an account' },
    // The page title in the browser tab; brand: the house's name.
    documentTitle: { id: 'registration.documentTitle', defaultMessage: 'Create an account | {brand}' },
    metaDescription: {
      id: 'registration.metaDescription',
      defaultMessage: 'Create your {brand} account to follow your orders and register your watches.',
    },
    eyebrow: { id: 'registration.eyebrow', defaultMessage: 'Your account' },
    // The stepper's step names.
    stepSignIn: { id: 'registration.stepSignIn', defaultMessage: 'Sign-in' },
    stepAboutYou: { id: 'registration.stepAboutYou', defaultMessage: 'About you' },
    stepNewsletter: { id: 'registration.stepNewsletter', defaultMessage: 'Newsletter' },
    stepWelcome: { id: 'registration.stepWelcome', defaultMessage: 'Welcome' },
    stepsLabel: { id: 'registration.stepsLabel', defaultMessage: 'Registration steps' },
    signInLegend: { id: 'registration.signInLegend', defaultMessage: 'Sign-in information' },
    email: { id: 'registration.email', defaultMessage: 'Email' },
    password: { id: 'registration.password', defaultMessage: 'Password' },
    // min: the store's minimum password length.
    passwordHint: {
      id: 'registration.passwordHint',
      defaultMessage:
        'At least {min} characters, with 3 of: lower case, upper case, digits, special characters.',
    },
    confirmPassword: { id: 'registration.confirmPassword', defaultMessage: 'Confirm Password' },
    personalLegend: { id: 'registration.personalLegend', defaultMessage: 'Personal information' },
    gender: { id: 'registration.gender', defaultMessage: 'Title' },
    genderPlaceholder: { id: 'registration.genderPlaceholder', defaultMessage: 'Please select' },
    // The form of address (Magento's gender codes 1, 2, 3).
    genderMr: { id: 'registration.genderMr', defaultMessage: 'Mr' },
    genderMrs: { id: 'registration.genderMrs', defaultMessage: 'Mrs / Ms' },
    genderUnspecified: { id: 'registration.genderUnspecified', defaultMessage: 'Not specified' },
    firstName: { id: 'registration.firstName', defaultMessage: 'First Name' },
    lastName: { id: 'registration.lastName', defaultMessage: 'Last Name' },
    dob: { id: 'registration.dob', defaultMessage: 'Date of Birth' },
    optional: { id: 'registration.optional', defaultMessage: 'Optional' },
    newsletterLegend: { id: 'registration.newsletterLegend', defaultMessage: 'Newsletter' },
    newsletterIntro: {
      id: 'registration.newsletterIntro',
      defaultMessage:
        'Receive news of our collections, events in our boutiques and the stories behind our watches.',
    },
    newsletterSignUp: { id: 'registration.newsletterSignUp', defaultMessage: 'Sign up for our newsletter' },
    next: { id: 'registration.next', defaultMessage: 'Next' },
    back: { id: 'registration.back', defaultMessage: 'Back' },
    continue: { id: 'registration.continue', defaultMessage: 'Continue' },
    // Spec 5: the fields' validation.
    required: { id: 'registration.required', defaultMessage: 'This is a required field.' },
    invalidEmail: {
      id: 'registration.invalidEmail',
      defaultMessage: 'Please enter a valid email address (Ex: johndoe@domain.com).',
    },
    invalidDob: { id: 'registration.invalidDob', defaultMessage: 'Please enter a valid date of birth.' },
  }),
};

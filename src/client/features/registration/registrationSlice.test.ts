import { registrationRequested } from '../../events/registration';
import {
  emailCheckAnswered,
  emailCheckFailed,
  emailCheckStarted,
  emailEdited,
  errorHidden,
  initialRegistrationState,
  nextStepRequested,
  previousStepRequested,
  REGISTRATION_ERRORS,
  registrationAnswered,
  registrationFailed,
  registrationPageOpened,
  registrationSlice,
  registrationSubmitted,
  selectRegistration,
  type RegistrationState,
} from './registrationSlice';
import { makeStore } from '../../app/store';
import { registrationClosed, selectRegistrationOpen } from './registrationDialogSlice';
import type { UnknownAction } from '@reduxjs/toolkit';

const run = (actions: UnknownAction[], from: RegistrationState = initialRegistrationState) =>
  actions.reduce(registrationSlice.reducer, from);

const AVAILABLE = emailCheckAnswered({ availability: true, message: '' });
const TAKEN = emailCheckAnswered({ availability: false, message: 'There is already an account.' });
const CREATED = registrationAnswered({
  success: true,
  message: 'Thank you for registering.',
  redirect_url: '/en-int/',
});
/** The actions that bring a fresh stepper to the newsletter step. */
const TO_NEWSLETTER = [emailCheckStarted(), AVAILABLE, nextStepRequested({ valid: true })];

describe('registration state machine (spec 2.8, 4)', () => {
  test('the four step codes, in order, from sign_in_information to confirmation-step', () => {
    const steps = [
      initialRegistrationState.step,
      run([emailCheckStarted(), AVAILABLE]).step,
      run(TO_NEWSLETTER).step,
      run([...TO_NEWSLETTER, registrationSubmitted(), CREATED]).step,
    ];
    expect(steps).toEqual([
      'sign_in_information',
      'personal_information',
      'newsletter_subscription',
      'confirmation-step',
    ]);
  });

  test('step 1 is left only when the availability check answers true', () => {
    expect(run([nextStepRequested({ valid: true })]).step).toBe('sign_in_information');
    const taken = run([emailCheckStarted(), TAKEN]);
    expect(taken).toMatchObject({
      step: 'sign_in_information',
      loading: false,
      emailMessage: 'There is already an account.',
    });
    expect(run([emailCheckStarted(), emailCheckFailed()])).toMatchObject({
      step: 'sign_in_information',
      error: REGISTRATION_ERRORS.emailCheck,
      loading: false,
    });
    // An answer nobody waits for (no check under way) moves nothing.
    expect(run([AVAILABLE]).step).toBe('sign_in_information');
  });

  test('the availability message is cleared when the e-mail is edited, and by a new check', () => {
    expect(run([emailCheckStarted(), TAKEN, emailEdited()]).emailMessage).toBeNull();
    expect(run([emailCheckStarted(), TAKEN, emailCheckStarted()]).emailMessage).toBeNull();
  });

  test('the personal step moves on only with valid fields', () => {
    const personal = run([emailCheckStarted(), AVAILABLE]);
    expect(run([nextStepRequested({ valid: false })], personal).step).toBe('personal_information');
    expect(run([nextStepRequested({ valid: true })], personal).step).toBe('newsletter_subscription');
  });

  test('the newsletter step needs no validation: its submit calls register, success advances and keeps the answer', () => {
    const done = run([...TO_NEWSLETTER, registrationSubmitted(), CREATED]);
    expect(done).toMatchObject({
      step: 'confirmation-step',
      loading: false,
      successMessage: 'Thank you for registering.',
      redirectUrl: '/en-int/',
    });
  });

  test('a refused registration stays on the newsletter step with the server message; a failure with the spec text', () => {
    const refused = run([
      ...TO_NEWSLETTER,
      registrationSubmitted(),
      registrationAnswered({ success: false, message: 'There is already an account.', redirect_url: null }),
    ]);
    expect(refused).toMatchObject({ step: 'newsletter_subscription', error: 'There is already an account.' });
    const failed = run([...TO_NEWSLETTER, registrationSubmitted(), registrationFailed()]);
    expect(failed).toMatchObject({
      step: 'newsletter_subscription',
      error: REGISTRATION_ERRORS.submit,
      loading: false,
    });
  });

  test('Back goes to the previous step, never before the first, never back from the confirmation', () => {
    expect(run([previousStepRequested()]).step).toBe('sign_in_information');
    expect(run([...TO_NEWSLETTER, previousStepRequested()]).step).toBe('personal_information');
    expect(
      run([...TO_NEWSLETTER, previousStepRequested(), previousStepRequested(), previousStepRequested()]).step,
    ).toBe('sign_in_information');
    expect(run([...TO_NEWSLETTER, registrationSubmitted(), CREATED, previousStepRequested()]).step).toBe(
      'confirmation-step',
    );
  });

  test('while loading, Next and Back are ignored and no second call starts', () => {
    const checking = run([emailCheckStarted()]);
    expect(checking.loading).toBe(true);
    expect(run([emailCheckStarted()], checking)).toBe(checking);
    const personal = run([AVAILABLE], checking);
    const submitting = run([nextStepRequested({ valid: true }), registrationSubmitted()], personal);
    expect(submitting.loading).toBe(true);
    expect(run([previousStepRequested()], submitting).step).toBe('newsletter_subscription');
    expect(run([nextStepRequested({ valid: true })], submitting).step).toBe('newsletter_subscription');
    expect(run([registrationSubmitted()], submitting)).toBe(submitting);
  });

  test('errors are hidden by errorHidden; a new call clears the last error', () => {
    const failed = run([emailCheckStarted(), emailCheckFailed()]);
    expect(run([errorHidden()], failed).error).toBeNull();
    expect(run([emailCheckStarted()], failed).error).toBeNull();
  });

  test('the modal opens on request and closes; a finished registration starts over when asked again', () => {
    // The whole store: the "open" flag is the shell's (registrationDialogSlice), the stepper comes with its chunk.
    const store = makeStore();
    const dispatchAll = (actions: UnknownAction[]) => actions.forEach((action) => store.dispatch(action));
    const open = () => selectRegistrationOpen(store.getState());
    const flow = () => selectRegistration(store.getState());
    dispatchAll([registrationRequested()]);
    expect(open()).toBe(true);
    dispatchAll([emailCheckStarted(), AVAILABLE, registrationClosed()]);
    expect(open()).toBe(false);
    dispatchAll([registrationRequested()]);
    expect(open()).toBe(true);
    expect(flow().step).toBe('personal_information');
    dispatchAll([
      nextStepRequested({ valid: true }),
      registrationSubmitted(),
      CREATED,
      registrationClosed(),
      registrationRequested(),
    ]);
    expect(open()).toBe(true);
    expect(flow()).toEqual(initialRegistrationState);
  });

  test('the page starts a fresh stepper', () => {
    const midway = run([registrationRequested(), emailCheckStarted(), AVAILABLE]);
    expect(run([registrationPageOpened()], midway)).toEqual(initialRegistrationState);
  });
});

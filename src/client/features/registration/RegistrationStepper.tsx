import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RegisterRequest } from '../../api/contract-facts';
import { CheckboxField } from '../../components/FormField/CheckboxField';
import { FormField } from '../../components/FormField/FormField';
import { useStoreConfig } from '../../lib/store-config';
import { DobField } from './DobField';
import { EmailField } from './EmailField';
import { RegistrationError } from './RegistrationError';
import {
  emptyRegistrationValues,
  registrationRules,
  stepSchema,
  type RegistrationValues,
} from './registrationSchema';
import {
  nextStepRequested,
  previousStepRequested,
  REGISTRATION_STEPS,
  selectRegistrationStep,
  selectRegistrationSuccessMessage,
} from './registrationSlice';
import { StepIndicator } from './StepIndicator';
import { useRegistrationCalls } from './useRegistrationCalls';

const FORM = 'registration';

const GENDER_LABELS: Record<number, string> = { 1: 'Mr', 2: 'Mrs / Ms', 3: 'Not specified' };
const GENDER_OPTIONS = RegisterRequest.gender.enum
  .filter((code): code is NonNullable<typeof code> => code !== null)
  .map((code) => ({ value: String(code), label: GENDER_LABELS[code] ?? String(code) }));

/** A new step starts untouched: the previous step's submit must not show the new fields' errors at once. */
function ForgetTouchedOnStepChange() {
  const step = useAppSelector(selectRegistrationStep);
  const { setTouched, setErrors } = useFormikContext<RegistrationValues>();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void setTouched({}, false);
    setErrors({});
  }, [step, setTouched, setErrors]);
  return null;
}

function StepFields() {
  const step = useAppSelector(selectRegistrationStep);
  const config = useStoreConfig();
  const rules = useMemo(() => registrationRules(config, new Date()), [config]);
  switch (step) {
    case 'sign_in_information':
      return (
        <fieldset className="registration__fields">
          <legend className="registration__legend">Sign-in information</legend>
          <EmailField />
          <FormField
            idPrefix={FORM}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            hint={`At least ${rules.passwordMinLength} characters, with 3 of: lower case, upper case, digits, special characters.`}
          />
          <FormField
            idPrefix={FORM}
            name="password_confirmation"
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            required
          />
        </fieldset>
      );
    case 'personal_information':
      return (
        <fieldset className="registration__fields">
          <legend className="registration__legend">Personal information</legend>
          <FormField
            idPrefix={FORM}
            name="gender"
            label="Title"
            as="select"
            placeholder="Please select"
            options={GENDER_OPTIONS}
            autoComplete="honorific-prefix"
          />
          <FormField idPrefix={FORM} name="firstname" label="First Name" autoComplete="given-name" required />
          <FormField idPrefix={FORM} name="lastname" label="Last Name" autoComplete="family-name" required />
          <DobField range={rules.dob} />
        </fieldset>
      );
    default:
      return (
        <fieldset className="registration__fields">
          <legend className="registration__legend">Newsletter</legend>
          <p className="registration__intro">
            Receive news of our collections, events in our boutiques and the stories behind our watches.
          </p>
          <CheckboxField idPrefix={FORM} name="is_subscribed">
            Sign up for our newsletter
          </CheckboxField>
        </fieldset>
      );
  }
}

const NEXT_LABEL: Record<string, string> = {
  sign_in_information: 'Next',
  personal_information: 'Next',
  newsletter_subscription: 'Create an account',
};

/**
 * The four steps of spec 2.8, shared by the modal and the page. One formik form holds every field; each step's
 * submit validates only that step's visible fields (the newsletter step none) and the slice moves the step.
 */
export function RegistrationStepper({ onContinue }: { onContinue: () => void }) {
  const dispatch = useAppDispatch();
  const config = useStoreConfig();
  const step = useAppSelector(selectRegistrationStep);
  const successMessage = useAppSelector(selectRegistrationSuccessMessage);
  const { checkEmail, submit, loading } = useRegistrationCalls();
  const schema = useMemo(() => stepSchema(step, registrationRules(config, new Date())), [step, config]);
  const isFirst = step === REGISTRATION_STEPS[0];

  if (step === 'confirmation-step') {
    return (
      <div className="registration" data-step={step}>
        <StepIndicator />
        <div className="registration__confirmation">
          <p className="registration__success" role="status">
            {successMessage}
          </p>
          <button type="button" className="button button--primary" onClick={onContinue}>
            Continue
          </button>
        </div>
      </div>
    );
  }

  return (
    <Formik<RegistrationValues>
      initialValues={emptyRegistrationValues}
      validationSchema={schema}
      onSubmit={async (values) => {
        if (step === 'sign_in_information') await checkEmail(values.email);
        else if (step === 'personal_information') dispatch(nextStepRequested({ valid: true }));
        else await submit(values);
      }}
    >
      <Form className="registration" data-step={step} aria-label="Create an account" noValidate>
        <ForgetTouchedOnStepChange />
        <StepIndicator />
        <StepFields />
        <RegistrationError />
        <div className="registration__actions">
          {!isFirst ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={loading}
              onClick={() => dispatch(previousStepRequested())}
            >
              Back
            </button>
          ) : null}
          <button type="submit" className="button button--primary" disabled={loading} aria-busy={loading}>
            {NEXT_LABEL[step]}
          </button>
        </div>
      </Form>
    </Formik>
  );
}

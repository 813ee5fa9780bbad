import { Form, Formik, useFormikContext } from 'formik';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { inNameOrder } from '../../../common/address-format';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RegisterRequest } from '../../api/contract-facts';
import { CheckboxField } from '../../components/FormField/CheckboxField';
import { FormField } from '../../components/FormField/FormField';
import { useSchemaValidation } from '../../lib/forms/useSchemaValidation';
import { useStoreConfig } from '../../lib/store-config';
import { DobField } from './DobField';
import { EmailField } from './EmailField';
import { registrationMessages as m } from './messages';
import { RegistrationError } from './RegistrationError';
import { emptyRegistrationValues, registrationRules, type RegistrationValues } from './registrationValues';
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

const GENDER_LABELS: Record<number, (typeof m)[keyof typeof m]> = {
  1: m.genderMr,
  2: m.genderMrs,
  3: m.genderUnspecified,
};
const GENDER_CODES = RegisterRequest.gender.enum.filter(
  (code): code is NonNullable<typeof code> => code !== null,
);

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
  const intl = useIntl();
  const rules = useMemo(() => registrationRules(config, new Date()), [config]);
  const genderOptions = useMemo(
    () =>
      GENDER_CODES.map((code) => {
        const label = GENDER_LABELS[code];
        return { value: String(code), label: label ? intl.formatMessage(label) : String(code) };
      }),
    [intl],
  );
  switch (step) {
    case 'sign_in_information':
      return (
        <fieldset className="registration__fields">
          <legend className="registration__legend">
            <FormattedMessage {...m.signInLegend} />
          </legend>
          <EmailField />
          <FormField
            idPrefix={FORM}
            name="password"
            label={intl.formatMessage(m.password)}
            type="password"
            autoComplete="new-password"
            required
            hint={intl.formatMessage(m.passwordHint, { min: rules.passwordMinLength })}
          />
          <FormField
            idPrefix={FORM}
            name="password_confirmation"
            label={intl.formatMessage(m.confirmPassword)}
            type="password"
            autoComplete="new-password"
            required
          />
        </fieldset>
      );
    case 'personal_information':
      return (
        <fieldset className="registration__fields">
          <legend className="registration__legend">
            <FormattedMessage {...m.personalLegend} />
          </legend>
          <FormField
            idPrefix={FORM}
            name="gender"
            label={intl.formatMessage(m.gender)}
            as="select"
            placeholder={intl.formatMessage(m.genderPlaceholder)}
            options={genderOptions}
            autoComplete="honorific-prefix"
          />
          {inNameOrder(
            intl.locale,
            <FormField
              key="firstname"
              idPrefix={FORM}
              name="firstname"
              label={intl.formatMessage(m.firstName)}
              autoComplete="given-name"
              required
            />,
            <FormField
              key="lastname"
              idPrefix={FORM}
              name="lastname"
              label={intl.formatMessage(m.lastName)}
              autoComplete="family-name"
              required
            />,
          )}
          <DobField range={rules.dob} />
        </fieldset>
      );
    default:
      return (
        <fieldset className="registration__fields">
          <legend className="registration__legend">
            <FormattedMessage {...m.newsletterLegend} />
          </legend>
          <p className="registration__intro">
            <FormattedMessage {...m.newsletterIntro} />
          </p>
          <CheckboxField idPrefix={FORM} name="is_subscribed">
            <FormattedMessage {...m.newsletterSignUp} />
          </CheckboxField>
        </fieldset>
      );
  }
}

const NEXT_LABEL: Record<string, (typeof m)[keyof typeof m]> = {
  sign_in_information: m.next,
  personal_information: m.next,
  newsletter_subscription: m.title,
};

/**
 * The four steps of spec 2.8, shared by the modal and the page. One formik form holds every field; each step's
 * submit validates only that step's visible fields (the newsletter step none) and the slice moves the step.
 */
export function RegistrationStepper({ onContinue }: { onContinue: () => void }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const config = useStoreConfig();
  const step = useAppSelector(selectRegistrationStep);
  const successMessage = useAppSelector(selectRegistrationSuccessMessage);
  const { checkEmail, submit, loading } = useRegistrationCalls();
  const validate = useSchemaValidation<RegistrationValues>(
    useCallback(
      () =>
        import('./registrationSchema').then((rules) =>
          rules.stepSchema(step, registrationRules(config, new Date()), intl),
        ),
      [step, config, intl],
    ),
  );
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
            <FormattedMessage {...m.continue} />
          </button>
        </div>
      </div>
    );
  }

  return (
    <Formik<RegistrationValues>
      initialValues={emptyRegistrationValues}
      validate={validate}
      onSubmit={async (values) => {
        if (step === 'sign_in_information') await checkEmail(values.email);
        else if (step === 'personal_information') dispatch(nextStepRequested({ valid: true }));
        else await submit(values);
      }}
    >
      <Form className="registration" data-step={step} aria-label={intl.formatMessage(m.title)} noValidate>
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
              <FormattedMessage {...m.back} />
            </button>
          ) : null}
          <button type="submit" className="button button--primary" disabled={loading} aria-busy={loading}>
            {NEXT_LABEL[step] ? <FormattedMessage {...NEXT_LABEL[step]} /> : null}
          </button>
        </div>
      </Form>
    </Formik>
  );
}

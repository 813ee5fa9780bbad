import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { registrationMessages as m } from './messages';
import { REGISTRATION_STEPS, selectRegistrationStep } from './registrationSlice';

const STEP_TITLES: Record<(typeof REGISTRATION_STEPS)[number], (typeof m)[keyof typeof m]> = {
  sign_in_information: m.stepSignIn,
  personal_information: m.stepAboutYou,
  newsletter_subscription: m.stepNewsletter,
  'confirmation-step': m.stepWelcome,
};

/** The stepper's four steps, the current one marked for assistive technology (`aria-current="step"`). */
export function StepIndicator() {
  const intl = useIntl();
  const step = useAppSelector(selectRegistrationStep);
  const current = REGISTRATION_STEPS.indexOf(step);
  return (
    <ol className="registration__steps" aria-label={intl.formatMessage(m.stepsLabel)}>
      {REGISTRATION_STEPS.map((code, index) => (
        <li
          key={code}
          className="registration__step"
          data-code={code}
          data-state={index < current ? 'done' : index === current ? 'current' : 'todo'}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="registration__step-number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="registration__step-title">
            <FormattedMessage {...STEP_TITLES[code]} />
          </span>
        </li>
      ))}
    </ol>
  );
}

import { useAppSelector } from '../../app/hooks';
import { REGISTRATION_STEPS, selectRegistrationStep } from './registrationSlice';

const STEP_TITLES: Record<(typeof REGISTRATION_STEPS)[number], string> = {
  sign_in_information: 'Sign-in',
  personal_information: 'About you',
  newsletter_subscription: 'Newsletter',
  'confirmation-step': 'Welcome',
};

/** The stepper's four steps, the current one marked for assistive technology (`aria-current="step"`). */
export function StepIndicator() {
  const step = useAppSelector(selectRegistrationStep);
  const current = REGISTRATION_STEPS.indexOf(step);
  return (
    <ol className="registration__steps" aria-label="Registration steps">
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
          <span className="registration__step-title">{STEP_TITLES[code]}</span>
        </li>
      ))}
    </ol>
  );
}

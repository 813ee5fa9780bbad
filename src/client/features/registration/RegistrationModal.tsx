import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Dialog, stepSubtitle } from '../../components/Dialog/Dialog';
import { registrationDismissed } from '../../events/registration';
import { registrationClosed } from './registrationDialogSlice';
import { REGISTRATION_STEPS, selectRegistrationStepNumber } from './registrationSlice';
import { registrationMessages as m } from './messages';
import { RegistrationStepper } from './RegistrationStepper';
import { useContinue } from './useContinue';
import './registration.css';

/** The create-account modal (spec 2.8): the stepper under 'Step {n} of 4'. */
export function RegistrationModal() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const stepNumber = useAppSelector(selectRegistrationStepNumber);
  const close = useCallback(() => {
    dispatch(registrationClosed());
    dispatch(registrationDismissed());
  }, [dispatch]);
  const onContinue = useContinue(close);
  return (
    <Dialog
      title={intl.formatMessage(m.title)}
      subtitle={stepSubtitle(stepNumber, REGISTRATION_STEPS.length, intl)}
      focusKey={stepNumber}
      onClose={close}
      className="registration-modal"
    >
      <RegistrationStepper onContinue={onContinue} />
    </Dialog>
  );
}

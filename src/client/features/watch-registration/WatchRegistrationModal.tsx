import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Dialog } from '../../components/Dialog/Dialog';
import { LookupAccordion } from './LookupAccordion';
import { watchRegistrationMessages as m } from './messages';
import { RegisterConfirmation } from './RegisterConfirmation';
import { WatchConfirmation } from './WatchConfirmation';
import { WatchLoginForm } from './WatchLoginForm';
import { WatchRegistrationError } from './WatchRegistrationError';
import { WatchSelect } from './WatchSelect';
import { watchRegistrationClosed } from './watchRegistrationDialogSlice';
import { selectWatchRegistrationStep, type WatchRegistrationStep } from './watchRegistrationSlice';
import './watch-registration.css';

const SUBTITLES: Record<WatchRegistrationStep, (typeof m)[keyof typeof m]> = {
  serial_form: m.stepSerialForm,
  caseback_watch_select: m.stepWatchSelect,
  serial_confirmation: m.stepConfirmation,
  login_form: m.stepLogin,
  register_confirmation: m.stepDone,
};

const STEPS: Record<WatchRegistrationStep, () => React.JSX.Element | null> = {
  serial_form: LookupAccordion,
  caseback_watch_select: WatchSelect,
  serial_confirmation: WatchConfirmation,
  login_form: WatchLoginForm,
  register_confirmation: RegisterConfirmation,
};

/** The register-my-watch modal (spec 2.9): one step at a time, the flow's error above it. */
export function WatchRegistrationModal() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectWatchRegistrationStep);
  const close = useCallback(() => dispatch(watchRegistrationClosed()), [dispatch]);
  const Step = STEPS[step];
  return (
    <Dialog
      title={intl.formatMessage(m.title)}
      subtitle={intl.formatMessage(SUBTITLES[step])}
      focusKey={step}
      onClose={close}
      className="watch-registration-modal"
    >
      <div className="watch-registration" data-step={step}>
        <WatchRegistrationError />
        <Step />
      </div>
    </Dialog>
  );
}

import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Dialog } from '../../components/Dialog/Dialog';
import { LookupAccordion } from './LookupAccordion';
import { RegisterConfirmation } from './RegisterConfirmation';
import { WatchConfirmation } from './WatchConfirmation';
import { WatchLoginForm } from './WatchLoginForm';
import { WatchRegistrationError } from './WatchRegistrationError';
import { WatchSelect } from './WatchSelect';
import {
  selectWatchRegistrationStep,
  watchRegistrationClosed,
  type WatchRegistrationStep,
} from './watchRegistrationSlice';
import './watch-registration.css';

const SUBTITLES: Record<WatchRegistrationStep, string> = {
  serial_form: 'Find your watch',
  caseback_watch_select: 'Choose your watch',
  serial_confirmation: 'Confirm your watch',
  login_form: 'Sign in',
  register_confirmation: 'Added to your collection',
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
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectWatchRegistrationStep);
  const close = useCallback(() => dispatch(watchRegistrationClosed()), [dispatch]);
  const Step = STEPS[step];
  return (
    <Dialog
      title="Register my watch"
      subtitle={SUBTITLES[step]}
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

import { CasebackCheckRequest, SerialCheckRequest } from '../../api/contract-facts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LookupPanel } from './LookupPanel';
import { useWatchCheck } from './useWatchCheck';
import { methodChosen, selectWatchRegistration, type LookupMethod } from './watchRegistrationSlice';
import { WATCH_REGISTRATION_TIMINGS } from './timings';

/** Spec 5 'Watch registration': the invalid length messages. */
export const INVALID_NUMBER_MESSAGES = {
  serial: 'Invalid serial number. Please check and try again.',
  caseback: 'Invalid caseback number. Please check and try again.',
} as const;

const SERIAL_LENGTH = SerialCheckRequest.serial.maxLength;
const CASEBACK_LENGTH = CasebackCheckRequest.caseback.maxLength;

const PANELS: Record<LookupMethod, { title: string; summary: string }> = {
  serial: {
    title: 'Serial number',
    summary: 'Engraved on the case back, also on your warranty card.',
  },
  caseback: {
    title: 'Caseback number',
    summary: 'The number engraved in the centre of the case back.',
  },
};

/**
 * The serial_form step (spec 2.9): an accordion of two panels, one open at a time (200 ms), each checking the
 * watch by its number. The checks share one loading state: while one runs, neither can be sent.
 */
export function LookupAccordion() {
  const dispatch = useAppDispatch();
  const { method, loading } = useAppSelector(selectWatchRegistration);
  const { check, verifying } = useWatchCheck();
  const busyLabel = verifying ? 'Verifying…' : 'Checking…';

  const panel = (which: LookupMethod) => {
    const open = method === which;
    const headerId = `watch-lookup-${which}-header`;
    const regionId = `watch-lookup-${which}-panel`;
    return (
      <div className="watch-accordion__item" data-open={open}>
        <h3 className="watch-accordion__heading">
          <button
            type="button"
            id={headerId}
            className="watch-accordion__trigger"
            aria-expanded={open}
            aria-controls={regionId}
            disabled={loading}
            onClick={() => dispatch(methodChosen(which))}
          >
            <span>{PANELS[which].title}</span>
            <span className="watch-accordion__marker" aria-hidden="true" />
          </button>
        </h3>
        <div
          id={regionId}
          role="region"
          aria-labelledby={headerId}
          className="watch-accordion__panel"
          aria-hidden={!open}
          inert={!open}
        >
          <div className="watch-accordion__inner">
            {which === 'serial' ? (
              <LookupPanel
                id="watch-serial"
                label="Serial number"
                hint={`${PANELS.serial.summary} ${SERIAL_LENGTH} characters.`}
                length={SERIAL_LENGTH}
                accept={/^[A-Z0-9]$/}
                inputMode="text"
                invalidMessage={INVALID_NUMBER_MESSAGES.serial}
                busy={loading}
                busyLabel={busyLabel}
                onCheck={(value) => void check('serial', value)}
              />
            ) : (
              <LookupPanel
                id="watch-caseback"
                label="Caseback number"
                hint={`${PANELS.caseback.summary} ${CASEBACK_LENGTH} digits.`}
                length={CASEBACK_LENGTH}
                accept={/^[0-9]$/}
                inputMode="numeric"
                invalidMessage={INVALID_NUMBER_MESSAGES.caseback}
                busy={loading}
                busyLabel={busyLabel}
                onCheck={(value) => void check('caseback', value)}
              />
            )}
          </div>
        </div>
      </div>
    );
  };

  return (
    <div
      className="watch-accordion"
      style={{ ['--accordion-ms' as string]: `${WATCH_REGISTRATION_TIMINGS.accordionMs}ms` }}
    >
      <p className="watch-registration__intro">
        Add your watch to your collection to follow its warranty, find its user guide and compatible straps.
      </p>
      {panel('serial')}
      {panel('caseback')}
    </div>
  );
}

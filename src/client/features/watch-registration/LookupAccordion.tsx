import { FormattedMessage, useIntl } from 'react-intl';
import { CasebackCheckRequest, SerialCheckRequest } from '../../api/contract-facts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LookupPanel } from './LookupPanel';
import { watchRegistrationMessages as m } from './messages';
import { useWatchCheck } from './useWatchCheck';
import { methodChosen, selectWatchRegistration, type LookupMethod } from './watchRegistrationSlice';
import { WATCH_REGISTRATION_TIMINGS } from './timings';

const SERIAL_LENGTH = SerialCheckRequest.serial.maxLength;
const CASEBACK_LENGTH = CasebackCheckRequest.caseback.maxLength;

const PANEL_TITLES: Record<LookupMethod, (typeof m)[keyof typeof m]> = {
  serial: m.serialNumber,
  caseback: m.casebackNumber,
};

/**
 * The serial_form step (spec 2.9): an accordion of two panels, one open at a time (200 ms), each checking the
 * watch by its number. The checks share one loading state: while one runs, neither can be sent.
 */
export function LookupAccordion() {
  const dispatch = useAppDispatch();
  const { method, loading } = useAppSelector(selectWatchRegistration);
  const { check, verifying } = useWatchCheck();
  const intl = useIntl();
  const busyLabel = intl.formatMessage(verifying ? m.verifying : m.checking);

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
            <span>
              <FormattedMessage {...PANEL_TITLES[which]} />
            </span>
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
                label={intl.formatMessage(m.serialNumber)}
                hint={intl.formatMessage(m.serialHint, { count: SERIAL_LENGTH })}
                length={SERIAL_LENGTH}
                accept={/^[A-Z0-9]$/}
                inputMode="text"
                invalidMessage={intl.formatMessage(m.invalidSerial)}
                busy={loading}
                busyLabel={busyLabel}
                onCheck={(value) => void check('serial', value)}
              />
            ) : (
              <LookupPanel
                id="watch-caseback"
                label={intl.formatMessage(m.casebackNumber)}
                hint={intl.formatMessage(m.casebackHint, { count: CASEBACK_LENGTH })}
                length={CASEBACK_LENGTH}
                accept={/^[0-9]$/}
                inputMode="numeric"
                invalidMessage={intl.formatMessage(m.invalidCaseback)}
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
        <FormattedMessage {...m.intro} />
      </p>
      {panel('serial')}
      {panel('caseback')}
    </div>
  );
}

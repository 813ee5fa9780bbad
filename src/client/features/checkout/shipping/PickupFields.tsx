import { useField } from 'formik';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPickupDisplay, pickupWindow } from '../../../../common/checkout/pickup';
import { useStoreConfig } from '../../../lib/store-config';
import { fieldId } from '../../../components/FormField/FieldFrame';
import { FormField, FormikFieldFrame } from '../../../components/FormField/FormField';
import { checkoutMessages as m } from '../messages';
import { PickupCalendar } from './PickupCalendar';
import { parseDisplayDate } from './pickupDates';

interface PickupFieldsProps {
  today: string;
  minDays: number;
  maxDays: number;
  timeOptions: readonly string[];
}

/**
 * Spec 5: a pickup date between today + 7 and today + 29 days (the store's today), shown d/M/yy, and a time
 * from the configured 60-minute options. The date can be typed or picked from the calendar.
 */
export function PickupFields({ today, minDays, maxDays, timeOptions }: PickupFieldsProps) {
  const { locale } = useStoreConfig();
  const intl = useIntl();
  const [field, , helpers] = useField<string>('pickup_date');
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { first, last } = pickupWindow(today, minDays, maxDays);
  const calendarId = `${fieldId('checkout', 'pickup_date')}-calendar`;

  const pick = (isoDate: string) => {
    void helpers.setValue(formatPickupDisplay(isoDate), true);
    void helpers.setTouched(true, true);
    setOpen(false);
    input.current?.focus();
  };

  return (
    <fieldset className="checkout-pickup">
      <legend className="checkout-section__title">
        <FormattedMessage {...m.pickupTitle} />
      </legend>
      <FormikFieldFrame
        idPrefix={'checkout'}
        name="pickup_date"
        label={intl.formatMessage(m.pickupDate)}
        required
        hint={intl.formatMessage(m.pickupDateHint, {
          first: formatPickupDisplay(first),
          last: formatPickupDisplay(last),
        })}
        after={
          <>
            <button
              type="button"
              className="checkout-link-button"
              aria-expanded={open}
              aria-controls={calendarId}
              onClick={() => setOpen((shown) => !shown)}
            >
              <FormattedMessage {...(open ? m.closeCalendar : m.chooseDate)} />
            </button>
            {open ? (
              <PickupCalendar
                id={calendarId}
                first={first}
                last={last}
                selected={parseDisplayDate(field.value)}
                locale={locale}
                onPick={pick}
              />
            ) : null}
          </>
        }
      >
        {(control) => (
          <input
            {...field}
            {...control}
            ref={input}
            className="form-field__input"
            type="text"
            inputMode="numeric"
            placeholder={intl.formatMessage(m.pickupDatePlaceholder)}
            autoComplete="off"
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
            }}
          />
        )}
      </FormikFieldFrame>
      <FormField
        idPrefix={'checkout'}
        as="select"
        name="pickup_time"
        label={intl.formatMessage(m.pickupTime)}
        required
        placeholder={intl.formatMessage(m.chooseTime)}
        options={timeOptions.map((time) => ({ value: time, label: time }))}
      />
    </fieldset>
  );
}

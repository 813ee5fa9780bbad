import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../components/FormField/FormField';
import type { NewsletterFormData } from '../../api/newsletter';
import { countryOptions } from './countries';
import { formatPickerDate } from './formatDate';
import { DatePickerField } from './DatePickerField';
import { newsletterMessages as m } from './messages';
import { genderOptions } from './newsletterValues';

/**
 * Spec 2.14: the form's optional collapsible section (name, gender, date of birth with its date picker,
 * country). Closed at first; its fields stay in the form either way, so what was typed is kept.
 */
export function OptionalDetails({ formData }: { formData: NewsletterFormData }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const intl = useIntl();
  const pleaseSelect = intl.formatMessage(m.pleaseSelect);
  return (
    <div className={`newsletter-optional${open ? ' newsletter-optional--open' : ''}`}>
      <button
        type="button"
        className="newsletter-optional__toggle"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>
          <FormattedMessage {...m.optionalToggle} />
        </span>
        <span className="newsletter-optional__mark" aria-hidden="true" />
      </button>
      <div id={regionId} className="newsletter-optional__body" hidden={!open}>
        <div className="newsletter-optional__grid">
          <FormField
            idPrefix="newsletter"
            name="firstname"
            label={intl.formatMessage(m.firstname)}
            autoComplete="given-name"
          />
          <FormField
            idPrefix="newsletter"
            name="lastname"
            label={intl.formatMessage(m.lastname)}
            autoComplete="family-name"
          />
          <FormField
            idPrefix="newsletter"
            name="gender"
            label={intl.formatMessage(m.gender)}
            as="select"
            placeholder={pleaseSelect}
            options={genderOptions(intl)}
          />
          <DatePickerField
            idPrefix="newsletter"
            name="dob"
            label={intl.formatMessage(m.dob)}
            locale={formData.locale_code}
            min={formData.min_date}
            max={formData.max_date}
            hint={intl.formatMessage(m.dobHint, {
              date: formatPickerDate(formData.default_date, formData.locale_code),
            })}
          />
          <FormField
            idPrefix="newsletter"
            name="country_id"
            label={intl.formatMessage(m.country)}
            as="select"
            placeholder={pleaseSelect}
            autoComplete="country"
            options={countryOptions(formData.locale_code)}
          />
        </div>
      </div>
    </div>
  );
}

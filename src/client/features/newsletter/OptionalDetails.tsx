import { useId, useState } from 'react';
import { FormField } from '../../components/FormField/FormField';
import type { NewsletterFormData } from '../../api/newsletter';
import { countryOptions } from './countries';
import { formatPickerDate } from './formatDate';
import { DatePickerField } from './DatePickerField';
import { GENDER_OPTIONS } from './newsletterSchema';

/**
 * Spec 2.14: the form's optional collapsible section (name, gender, date of birth with its date picker,
 * country). Closed at first; its fields stay in the form either way, so what was typed is kept.
 */
export function OptionalDetails({ formData }: { formData: NewsletterFormData }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className={`newsletter-optional${open ? ' newsletter-optional--open' : ''}`}>
      <button
        type="button"
        className="newsletter-optional__toggle"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>Tell us more about you (optional)</span>
        <span className="newsletter-optional__mark" aria-hidden="true" />
      </button>
      <div id={regionId} className="newsletter-optional__body" hidden={!open}>
        <div className="newsletter-optional__grid">
          <FormField idPrefix="newsletter" name="firstname" label="First name" autoComplete="given-name" />
          <FormField idPrefix="newsletter" name="lastname" label="Last name" autoComplete="family-name" />
          <FormField
            idPrefix="newsletter"
            name="gender"
            label="Gender"
            as="select"
            placeholder="Please select"
            options={GENDER_OPTIONS}
          />
          <DatePickerField
            idPrefix="newsletter"
            name="dob"
            label="Date of birth"
            locale={formData.locale_code}
            min={formData.min_date}
            max={formData.max_date}
            hint={`For example ${formatPickerDate(formData.default_date, formData.locale_code)}`}
          />
          <FormField
            idPrefix="newsletter"
            name="country_id"
            label="Country"
            as="select"
            placeholder="Please select"
            autoComplete="country"
            options={countryOptions(formData.locale_code)}
          />
        </div>
      </div>
    </div>
  );
}

import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { CustomOption } from '../../../api/catalog';
import { optionMessages } from '../messages';

interface CustomOptionFieldProps {
  option: CustomOption;
  value: string;
  onChange: (value: string) => void;
}

/** The mark of a required option (a symbol, the same in every language). */
const REQUIRED_MARK = ' *';

/** One custom option that is not an engraving: text (field, area) or one choice (drop_down, radio). */
export function CustomOptionField({ option, value, onChange }: CustomOptionFieldProps) {
  const id = useId();
  const intl = useIntl();
  const name = `options[${option.option_id}]`;
  const title = (
    <>
      {option.title}
      {option.is_require ? <span aria-hidden="true">{REQUIRED_MARK}</span> : null}
    </>
  );
  if (option.type === 'radio') {
    return (
      <fieldset className="custom-option" aria-required={option.is_require}>
        <legend className="custom-option__label">{title}</legend>
        {option.values.map((choice) => (
          <label key={choice.value_id} className="custom-option__radio">
            <input
              type="radio"
              name={name}
              value={choice.value_id}
              checked={value === choice.value_id}
              onChange={() => onChange(choice.value_id)}
            />
            <span>{choice.title}</span>
          </label>
        ))}
      </fieldset>
    );
  }
  const common = {
    id,
    name,
    value,
    'aria-required': option.is_require,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="custom-option">
      <label className="custom-option__label" htmlFor={id}>
        {title}
      </label>
      {option.type === 'drop_down' ? (
        <select {...common}>
          {option.default_value_id ? null : (
            <option value="">{intl.formatMessage(optionMessages.pleaseSelect)}</option>
          )}
          {option.values.map((choice) => (
            <option key={choice.value_id} value={choice.value_id}>
              {choice.title}
            </option>
          ))}
        </select>
      ) : option.type === 'area' ? (
        <textarea {...common} rows={3} maxLength={option.max_characters ?? undefined} />
      ) : (
        <input {...common} type="text" maxLength={option.max_characters ?? undefined} />
      )}
    </div>
  );
}

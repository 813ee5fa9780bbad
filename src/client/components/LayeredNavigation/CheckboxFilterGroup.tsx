import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { filterMessages as m } from './messages';

const SPACE = ' ';
import type { CheckboxFilter, FilterOption } from './filterTypes';

interface CheckboxFilterGroupProps {
  filter: CheckboxFilter;
  /** The listing is loading: the URLs on screen are about to be replaced, so a second tick would lose the first. */
  busy: boolean;
}

/**
 * Spec 2.2: ticking an option goes to its apply URL, unticking to its remove URL (plain GET URLs, so every
 * filtered listing can be shared and reloaded). The box shows its new state at once, before the listing answers.
 */
export function CheckboxFilterGroup({ filter, busy }: CheckboxFilterGroupProps) {
  const navigate = useNavigate();
  const id = useId();
  const [pending, setPending] = useState<{ value: string; checked: boolean } | null>(null);
  const [shown, setShown] = useState(filter);
  if (shown !== filter) {
    setShown(filter);
    setPending(null);
  }

  const toggle = (option: FilterOption, checked: boolean) => {
    if (busy) return;
    setPending({ value: option.value, checked });
    void navigate(checked ? option.apply_url : option.remove_url);
  };

  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{filter.label}</legend>
      <ul className="filter-group__options">
        {filter.options.map((option) => {
          const checked = pending?.value === option.value ? pending.checked : option.active;
          // The server leaves empty options out; another backend may send them: shown, but not choosable.
          const empty = option.count === 0 && !option.active;
          const inputId = `${id}-${option.value}`;
          return (
            <li key={option.value} className="filter-option">
              <input
                id={inputId}
                type="checkbox"
                className="filter-option__input"
                checked={checked}
                disabled={empty}
                onChange={(event) => toggle(option, event.target.checked)}
              />
              <label htmlFor={inputId} className="filter-option__label">
                {option.swatch ? (
                  <span
                    className="filter-option__swatch"
                    style={{ backgroundColor: option.swatch }}
                    aria-hidden="true"
                  />
                ) : null}
                <span className="filter-option__name">
                  {option.label}
                  <span className="visually-hidden">
                    {SPACE}
                    <FormattedMessage {...m.optionCount} values={{ count: option.count }} />
                  </span>
                </span>
                <span className="filter-option__count" aria-hidden="true">
                  {option.count}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

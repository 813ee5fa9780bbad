import { type FormEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { isSubmittableSearch } from '../../../common/search';
import { storePaths } from '../../../common/store-paths';
import { useAppDispatch } from '../../app/hooks';
import { searchSubmitted } from './events';
import { useStoreConfig } from '../../lib/store-config';
import { searchFormMessages as m } from './formMessages';
import './search.css';

interface SearchFormProps {
  initialTerm?: string;
  /** `large` is the form shown on the search page itself. */
  variant?: 'header' | 'large';
}

/** Spec 2.1 (Search): a non-empty term goes to catalogsearch/result/?q={term}; a blank one goes nowhere. */
export function SearchForm({ initialTerm = '', variant = 'header' }: SearchFormProps) {
  const intl = useIntl();
  const config = useStoreConfig();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [term, setTerm] = useState(initialTerm);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSubmittableSearch(term)) {
      input.current?.focus();
      return;
    }
    const trimmed = term.trim();
    dispatch(searchSubmitted({ term: trimmed }));
    navigate(storePaths.search(config.store_code, trimmed));
  };

  return (
    <form
      role="search"
      className={`search-form search-form--${variant}`}
      action={storePaths.search(config.store_code)}
      onSubmit={submit}
    >
      <input
        ref={input}
        className="search-form__input"
        type="search"
        name="q"
        aria-label={intl.formatMessage(m.inputLabel)}
        placeholder={intl.formatMessage(m.placeholder)}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={config.search.max_length}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="submit" className="search-form__submit" aria-label={intl.formatMessage(m.submit)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}

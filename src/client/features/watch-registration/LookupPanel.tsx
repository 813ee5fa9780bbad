import { useCallback, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { watchRegistrationMessages as m } from './messages';
import { MultiDigitInput } from './MultiDigitInput';
import { WATCH_REGISTRATION_TIMINGS } from './timings';
import { useHideAfter } from './useTimedFlag';

export interface LookupPanelProps {
  id: string;
  label: string;
  hint: string;
  length: number;
  accept: RegExp;
  inputMode: 'numeric' | 'text';
  /** Spec 5: shown when the number has another length. */
  invalidMessage: string;
  busy: boolean;
  busyLabel: string;
  onCheck: (value: string) => void;
}

/** One accordion panel's form: the number's boxes and its check, refused locally at another length (spec 5). */
export function LookupPanel(props: LookupPanelProps) {
  const { id, length, invalidMessage, busy, onCheck } = props;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shownAt, setShownAt] = useState(0);
  const hide = useCallback(() => setError(null), []);
  useHideAfter(error !== null, WATCH_REGISTRATION_TIMINGS.digitErrorMs, hide, shownAt);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (value.length !== length) {
      setError(invalidMessage);
      setShownAt(Date.now());
      return;
    }
    onCheck(value);
  };

  return (
    <form className="watch-lookup" noValidate onSubmit={submit}>
      <MultiDigitInput
        id={id}
        label={props.label}
        hint={props.hint}
        length={length}
        accept={props.accept}
        inputMode={props.inputMode}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
        error={error}
      />
      <button type="submit" className="button button--primary watch-lookup__submit" disabled={busy}>
        {busy ? props.busyLabel : <FormattedMessage {...m.check} />}
      </button>
    </form>
  );
}

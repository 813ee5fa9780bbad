import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { watchRegistrationMessages as m } from './messages';

interface MultiDigitInputProps {
  /** The group's id; each box is `{id}-{n}`. */
  id: string;
  label: string;
  /** How many characters: one box each (spec 9: 9 for a serial, 7 for a caseback). */
  length: number;
  /** Which characters a box takes (letters are upper-cased first). */
  accept: RegExp;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the boxes (the invalid length message, for 2 s). */
  error: string | null;
  hint?: string;
  disabled?: boolean;
  inputMode?: 'numeric' | 'text';
}

/**
 * One box per character of an engraved number, as it reads on the watch: typing moves to the next box,
 * Backspace in an empty box to the previous one, and a pasted number fills the boxes from the one pasted in.
 * The boxes form one labelled group; each is announced as 'character n of N'.
 */
export function MultiDigitInput(props: MultiDigitInputProps) {
  const { id, label, length, accept, value, onChange, error, hint, disabled, inputMode = 'text' } = props;
  const intl = useIntl();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const chars = Array.from({ length }, (_, i) => value[i] ?? '');
  const clean = (text: string) => [...text.toUpperCase()].filter((c) => accept.test(c)).join('');
  const focusBox = (i: number) => boxes.current[Math.max(0, Math.min(length - 1, i))]?.focus();

  const write = (at: number, text: string) => {
    const next = [...chars];
    [...text].forEach((c, k) => {
      if (at + k < length) next[at + k] = c;
    });
    // The value is the characters typed so far, in order: a gap ends it.
    const firstGap = next.indexOf('');
    onChange((firstGap === -1 ? next : next.slice(0, firstGap)).join(''));
    focusBox(at + text.length);
  };

  const onKeyDown = (i: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !chars[i] && i > 0) {
      event.preventDefault();
      onChange(value.slice(0, i - 1));
      focusBox(i - 1);
    } else if (event.key === 'ArrowLeft') focusBox(i - 1);
    else if (event.key === 'ArrowRight') focusBox(i + 1);
  };

  const onPaste = (i: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    write(Math.min(i, value.length), clean(event.clipboardData.getData('text')));
  };

  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="multi-digit" data-invalid={Boolean(error)}>
      <p id={`${id}-label`} className="multi-digit__label">
        {label}
      </p>
      {hint ? (
        <p id={`${id}-hint`} className="multi-digit__hint">
          {hint}
        </p>
      ) : null}
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy || undefined}
        className="multi-digit__boxes"
        style={{ ['--digits' as string]: length }}
      >
        {chars.map((char, i) => (
          <input
            // The boxes never move: their position is their identity.
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            id={`${id}-${i + 1}`}
            className="multi-digit__box"
            aria-label={intl.formatMessage(m.boxLabel, { label, position: i + 1, length })}
            aria-invalid={Boolean(error)}
            inputMode={inputMode}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={1}
            value={char}
            disabled={disabled}
            onChange={(event) => {
              const typed = clean(event.target.value);
              if (typed) write(Math.min(i, value.length), typed.slice(-1));
              else if (char) onChange(value.slice(0, i));
            }}
            onKeyDown={(event) => onKeyDown(i, event)}
            onPaste={(event) => onPaste(i, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      <p id={`${id}-error`} className="multi-digit__error" role="alert">
        {error ?? ''}
      </p>
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CustomOption, EngravingRules } from '../../../api/catalog';
import { characterCount, refusedCharacter } from '../../../../common/product-options/custom-option-rules';
import { optionMessages } from '../messages';
import { EngravingConditionsDialog } from './EngravingConditionsDialog';

interface EngravingOptionProps {
  option: CustomOption & { engraving: EngravingRules };
  text: string;
  accepted: boolean;
  onTextChange: (text: string) => void;
  /** The answer to the conditions; a denial also clears the text. */
  onConditionsAnswered: (answer: 'accept' | 'deny') => void;
  /** Unticked after accepting: no engraving (the text is cleared). */
  onWithdrawn: () => void;
}

/** The marks an engraving may hold besides letters, digits and spaces, for the hint. */
const marksOf = (allowed: string) => [...new Set(allowed.replace(/[\p{L}\p{N} ]/gu, ''))].join(' ');

/**
 * Spec 1: an engraving is offered behind its conditions. Ticking 'Add an engraving' shows them; Accept opens
 * the text field, Deny leaves the watch without engraving. The field counts characters and names any the
 * engraver cannot cut, in the gift message's words.
 */
export function EngravingOption({
  option,
  text,
  accepted,
  onTextChange,
  onConditionsAnswered,
  onWithdrawn,
}: EngravingOptionProps) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // After Accept the shopper goes on typing: the field takes the focus the dialog gives back.
  const focusWhenOpen = useRef(false);
  useEffect(() => {
    if (accepted && focusWhenOpen.current) input.current?.focus();
    focusWhenOpen.current = false;
  }, [accepted]);

  const rules = option.engraving;
  const refused = refusedCharacter(text, rules.allowed_characters);
  const max = option.max_characters;
  const answer = (value: 'accept' | 'deny') => {
    setAsking(false);
    onConditionsAnswered(value);
    focusWhenOpen.current = value === 'accept';
  };

  return (
    <fieldset className="engraving">
      <legend className="custom-option__label">{option.title}</legend>
      <label className="engraving__toggle">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => (event.target.checked ? setAsking(true) : onWithdrawn())}
        />
        <span>
          <FormattedMessage {...optionMessages.addEngraving} />
        </span>
      </label>
      {asking ? <EngravingConditionsDialog conditions={rules.conditions} onAnswer={answer} /> : null}
      {accepted ? (
        <div className="engraving__text">
          <label htmlFor={`${id}-text`} className="visually-hidden">
            <FormattedMessage {...optionMessages.engravingText} />
          </label>
          <input
            ref={input}
            id={`${id}-text`}
            type="text"
            name={`options[${option.option_id}]`}
            value={text}
            maxLength={max ?? undefined}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={refused !== null}
            aria-describedby={[
              `${id}-hint`,
              max !== null ? `${id}-count` : '',
              refused !== null ? `${id}-error` : '',
            ]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => onTextChange(event.target.value)}
          />
          <p id={`${id}-hint`} className="custom-option__hint">
            <FormattedMessage
              {...optionMessages.engravingHint}
              values={{ marks: marksOf(rules.allowed_characters) }}
            />
          </p>
          {max !== null ? (
            <p id={`${id}-count`} className="custom-option__hint engraving__count">
              <FormattedMessage
                {...optionMessages.engravingCount}
                values={{ count: characterCount(text), max }}
              />
            </p>
          ) : null}
          <p id={`${id}-error`} className="custom-option__error" role="alert">
            {refused !== null ? (
              <FormattedMessage {...optionMessages.unsupportedCharacter} values={{ character: refused }} />
            ) : null}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}

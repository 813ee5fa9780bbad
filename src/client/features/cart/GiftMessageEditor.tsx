import { useId, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { findUnsupportedCharacters } from '../../../common/checkout/gift-message';
import type { CartRef, CheckoutConfig, GiftMessage, GiftMessageTarget } from '../../api/cart';
import { GiftMessageResult } from './GiftMessageResult';
import { cartMessages as m } from './messages';
import { useGiftMessageEditor } from './useGiftMessageEditor';

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

interface GiftMessageEditorProps {
  cartRef: CartRef;
  itemId: GiftMessageTarget;
  initial: GiftMessage | null;
  rules: CheckoutConfig['gift_message'];
  /** Names the editor for assistive technology: the order, or the item's name. */
  subject: string;
}

/** Spec 2.6 / 4 / 5: add, edit and remove a gift message (To, From, Message) for the order or one item. */
export function GiftMessageEditor({ cartRef, itemId, initial, rules, subject }: GiftMessageEditorProps) {
  const id = useId();
  const intl = useIntl();
  const editor = useGiftMessageEditor({
    cartRef,
    itemId,
    initial,
    authorized: rules.authorized_characters,
    noticeMs: rules.error_display_ms,
  });
  const { state } = editor;
  const { values } = state;
  // Characters that arrived with a loaded message are not stripped behind the shopper's back: they block saving.
  const remaining = findUnsupportedCharacters(values.message, rules.authorized_characters);
  const notices = (state.notices.length ? state.notices : remaining).map((character) =>
    intl.formatMessage(m.unsupportedCharacter, { character }),
  );
  const count = Array.from(values.message).length;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void editor.submit();
  };

  return (
    <div className="gift-message" data-changed={editor.changed} data-already-added={state.alreadyAdded}>
      {state.formOpen ? (
        <form
          className="gift-message__form"
          aria-label={intl.formatMessage(m.giftMessageFor, { subject })}
          onSubmit={onSubmit}
        >
          <div className="gift-message__names">
            <label className="gift-message__field" htmlFor={`${id}-to`}>
              <span className="gift-message__label">
                <FormattedMessage {...m.to} />
              </span>
              <input
                id={`${id}-to`}
                value={values.recipient}
                maxLength={100}
                autoComplete="off"
                onChange={(e) => editor.change('recipient', e.target.value)}
              />
            </label>
            <label className="gift-message__field" htmlFor={`${id}-from`}>
              <span className="gift-message__label">
                <FormattedMessage {...m.from} />
              </span>
              <input
                id={`${id}-from`}
                value={values.sender}
                maxLength={100}
                autoComplete="off"
                onChange={(e) => editor.change('sender', e.target.value)}
              />
            </label>
          </div>
          <label className="gift-message__field" htmlFor={`${id}-message`}>
            <span className="gift-message__label">
              <FormattedMessage {...m.message} />
            </span>
            <textarea
              id={`${id}-message`}
              value={values.message}
              rows={3}
              maxLength={rules.max_length}
              aria-describedby={`${id}-counter ${id}-notices`}
              aria-invalid={remaining.length > 0}
              onChange={(e) => editor.change('message', e.target.value)}
            />
          </label>
          <p id={`${id}-counter`} className="gift-message__counter" data-full={count >= rules.max_length}>
            <FormattedMessage {...m.counter} values={{ count, max: rules.max_length, hidden }} />
          </p>
          <div id={`${id}-notices`} className="gift-message__notices" role="alert">
            {notices.map((notice) => (
              <p key={notice}>{notice}</p>
            ))}
          </div>
          {editor.changed ? (
            <p className="gift-message__changed">
              <FormattedMessage {...m.unsavedChanges} />
            </p>
          ) : null}
          <div className="gift-message__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={!editor.savable || editor.busy}
            >
              <FormattedMessage {...m.save} />
            </button>
            <button type="button" className="button button--secondary" onClick={editor.cancel}>
              <FormattedMessage {...m.cancel} />
            </button>
            {state.alreadyAdded ? (
              <button type="button" className="gift-message__link" onClick={() => void editor.remove()}>
                <FormattedMessage {...m.remove} />
              </button>
            ) : null}
          </div>
        </form>
      ) : state.alreadyAdded ? (
        <GiftMessageResult
          message={state.loaded}
          subject={subject}
          onEdit={editor.open}
          onRemove={() => void editor.remove()}
        />
      ) : (
        <button type="button" className="gift-message__open" onClick={editor.open}>
          <FormattedMessage {...m.addGiftMessage} values={{ subject, hidden }} />
        </button>
      )}
      <p className="gift-message__outcome" role="status">
        {editor.outcome?.kind === 'done' ? editor.outcome.text : ''}
      </p>
      <p className="gift-message__failure" role="alert">
        {editor.outcome?.kind === 'failed' ? editor.outcome.text : ''}
      </p>
    </div>
  );
}

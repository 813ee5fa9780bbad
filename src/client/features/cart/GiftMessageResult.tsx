import type { GiftMessage } from '../../api/cart';

const ROWS: readonly [keyof GiftMessage, string][] = [
  ['recipient', 'To'],
  ['sender', 'From'],
  ['message', 'Message'],
];

interface GiftMessageResultProps {
  message: GiftMessage;
  subject: string;
  onEdit: () => void;
  onRemove: () => void;
}

/** A saved gift message (alreadyAdded), with the ways to change or remove it. */
export function GiftMessageResult({ message, subject, onEdit, onRemove }: GiftMessageResultProps) {
  return (
    <div className="gift-message__result">
      <dl>
        {ROWS.map(([field, label]) =>
          message[field] ? (
            <div key={field}>
              <dt>{label}</dt>
              <dd className={field === 'message' ? 'gift-message__text' : undefined}>{message[field]}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <div className="gift-message__actions">
        <button type="button" className="gift-message__link" onClick={onEdit}>
          Edit<span className="visually-hidden"> the gift message for {subject}</span>
        </button>
        <button type="button" className="gift-message__link" onClick={onRemove}>
          Remove<span className="visually-hidden"> the gift message for {subject}</span>
        </button>
      </div>
    </div>
  );
}

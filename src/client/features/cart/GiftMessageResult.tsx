import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { GiftMessage } from '../../api/cart';
import { cartMessages as m } from './messages';

const ROWS: readonly [keyof GiftMessage, MessageDescriptor][] = [
  ['recipient', m.to],
  ['sender', m.from],
  ['message', m.message],
];

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

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
              <dt>
                <FormattedMessage {...label} />
              </dt>
              <dd className={field === 'message' ? 'gift-message__text' : undefined}>{message[field]}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <div className="gift-message__actions">
        <button type="button" className="gift-message__link" onClick={onEdit}>
          <FormattedMessage {...m.editGiftMessage} values={{ subject, hidden }} />
        </button>
        <button type="button" className="gift-message__link" onClick={onRemove}>
          <FormattedMessage {...m.removeGiftMessage} values={{ subject, hidden }} />
        </button>
      </div>
    </div>
  );
}

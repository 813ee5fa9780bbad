import type { GiftMessage } from '../../../api/cart';

/** One gift message, read-only. */
export function GiftMessageView({ title, message }: { title: string; message: GiftMessage }) {
  return (
    <div className="gift-message-view">
      <h4 className="gift-message-view__title">{title}</h4>
      <dl className="gift-message-view__fields">
        <dt>To</dt>
        <dd>{message.recipient}</dd>
        <dt>From</dt>
        <dd>{message.sender}</dd>
        <dt>Message</dt>
        <dd className="gift-message-view__text">{message.message}</dd>
      </dl>
    </div>
  );
}

import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { GiftMessage } from '../../../api/cart';
import { checkoutMessages as m } from '../messages';

/** One gift message, read-only. */
export function GiftMessageView({ title, message }: { title: ReactNode; message: GiftMessage }) {
  return (
    <div className="gift-message-view">
      <h4 className="gift-message-view__title">{title}</h4>
      <dl className="gift-message-view__fields">
        <dt>
          <FormattedMessage {...m.giftTo} />
        </dt>
        <dd>{message.recipient}</dd>
        <dt>
          <FormattedMessage {...m.giftFrom} />
        </dt>
        <dd>{message.sender}</dd>
        <dt>
          <FormattedMessage {...m.giftMessage} />
        </dt>
        <dd className="gift-message-view__text">{message.message}</dd>
      </dl>
    </div>
  );
}

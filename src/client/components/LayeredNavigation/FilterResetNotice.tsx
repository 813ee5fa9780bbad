import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { filterMessages } from './messages';

/**
 * Spec 2.2 and 8: after a reset, 'Filter was successfully reset'. The polite status region is always rendered,
 * so the message is announced when it appears; it takes the focus because the "Clear all" link that had it
 * goes away with the filters.
 */
export function FilterResetNotice({ shown }: { shown: boolean }) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (shown) message.current?.focus();
  }, [shown]);
  return (
    <div role="status" className="filter-reset-notice">
      {shown ? (
        <p ref={message} tabIndex={-1} className="filter-reset-notice__message">
          <FormattedMessage {...filterMessages.filterReset} />
        </p>
      ) : null}
    </div>
  );
}

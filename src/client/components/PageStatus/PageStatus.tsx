import { FormattedMessage } from 'react-intl';
import { pageStatusMessages as m } from './messages';
import './PageStatus.css';

/** A calm placeholder while a page's data loads; announced politely. `label` is already in the shopper's language. */
export function LoadingState({ label }: { label?: string }) {
  return (
    <div className="page-status" role="status">
      <span className="page-status__spinner" aria-hidden="true" />
      <span>{label ?? <FormattedMessage {...m.loading} />}</span>
    </div>
  );
}

/** Shown when a call failed for another reason than "not found". */
export function ErrorState({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="page-status" role="alert">
      <p>
        <FormattedMessage {...m.loadFailed} />
      </p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          <FormattedMessage {...m.tryAgain} />
        </button>
      ) : null}
    </div>
  );
}

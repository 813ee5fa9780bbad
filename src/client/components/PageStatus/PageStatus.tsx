import './PageStatus.css';

/** A calm placeholder while a page's data loads; announced politely. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-status" role="status">
      <span className="page-status__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** Shown when a call failed for another reason than "not found". */
export function ErrorState({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="page-status" role="alert">
      <p>We could not load this page. Please try again in a moment.</p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

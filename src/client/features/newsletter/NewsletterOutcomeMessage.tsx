import type { NewsletterOutcome } from './useNewsletterForm';

/** The answer under a newsletter form: announced politely on success, at once on failure. */
export function NewsletterOutcomeMessage({ outcome }: { outcome: NewsletterOutcome | null }) {
  return (
    <>
      <div role="status" className="newsletter__status">
        {outcome?.kind === 'success' ? <p className="newsletter__success">{outcome.message}</p> : null}
      </div>
      <div role="alert">
        {outcome?.kind === 'error' ? (
          <p className="form-message form-message--error">{outcome.message}</p>
        ) : null}
      </div>
    </>
  );
}

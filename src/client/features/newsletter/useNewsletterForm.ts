import { useCallback, useState } from 'react';
import { apiErrorMessage } from '../../api/errors';
import type { NewsletterFormResult } from '../../api/newsletter';
import { useAppDispatch } from '../../app/hooks';
import { newsletterFailed, newsletterSucceeded, type NewsletterForm } from './events';

/** What the form shows under it: the server's message (spec 8 "Success messages"), or a failure. */
export type NewsletterOutcome = { kind: 'success'; message: string } | { kind: 'error'; message: string };

/**
 * One submission of a newsletter form and its outcome (spec 7, 8): `errors` false shows the server's message
 * and reports success; `errors` true shows the message and fires the failure event; a failed call shows the
 * server's message or the page's fallback.
 */
export function useNewsletterForm(form: NewsletterForm, fallback: string) {
  const dispatch = useAppDispatch();
  const [outcome, setOutcome] = useState<NewsletterOutcome | null>(null);

  const run = useCallback(
    async (send: () => Promise<NewsletterFormResult>): Promise<boolean> => {
      setOutcome(null);
      try {
        const result = await send();
        if (result.errors) {
          setOutcome({ kind: 'error', message: result.message });
          dispatch(newsletterFailed({ form, message: result.message }));
          return false;
        }
        setOutcome({ kind: 'success', message: result.message });
        dispatch(newsletterSucceeded({ form }));
        return true;
      } catch (error) {
        setOutcome({ kind: 'error', message: apiErrorMessage(error) ?? fallback });
        return false;
      }
    },
    [dispatch, fallback, form],
  );
  return { outcome, run };
}

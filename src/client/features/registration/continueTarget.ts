/** What Continue on the confirmation step does (spec 2.8). */
export type ContinueAction = { kind: 'close' } | { kind: 'navigate'; url: string };

/**
 * On a page whose URL contains 'registermywatch' it only closes the modal (watch registration goes on);
 * otherwise it goes to the answer's redirect_url, or closes the modal when that is empty.
 */
export function continueTarget(currentUrl: string, redirectUrl: string | null): ContinueAction {
  if (currentUrl.includes('registermywatch')) return { kind: 'close' };
  if (!redirectUrl) return { kind: 'close' };
  return { kind: 'navigate', url: redirectUrl };
}

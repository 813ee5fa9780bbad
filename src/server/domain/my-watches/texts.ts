import { longDay, type Warranty } from './watch-care';

/** What the server says about my watches (spec 8: the warranty check's message is the server's). */
export const MY_WATCHES_MESSAGES = {
  signedOut: 'Please sign in to see your watches.',
  notYours: 'This watch is not in your collection.',
  removed: 'The watch was removed from your collection.',
  crossSite: 'Please remove watches from the My watches page.',
} as const;

export const warrantyMessage = (warranty: Warranty): string =>
  warranty.status === 'valid'
    ? `Your watch is under warranty until ${longDay(warranty.endsOn)}.`
    : `The warranty of this watch ended on ${longDay(warranty.endsOn)}.`;

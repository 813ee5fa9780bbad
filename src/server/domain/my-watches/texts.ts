import { longDay, relativeDay, type Day, type Warranty } from './watch-care';
import { defineMessages } from '../../../common/i18n/define-messages';
import { apiMessage, sayIn } from '../i18n/api-message';
import { shopLanguage, SOURCE_LANGUAGE } from '../../../common/i18n/languages';

/** What the server says about my watches (spec 8: the warranty check's message is the server's). */
export const MY_WATCHES_MESSAGES = defineMessages({
  signedOut: { id: 'api.myWatches.signedOut', defaultMessage: 'Please sign in to see your watches.' },
  notYours: { id: 'api.myWatches.notYours', defaultMessage: 'This watch is not in your collection.' },
  removed: { id: 'api.myWatches.removed', defaultMessage: 'The watch was removed from your collection.' },
  crossSite: {
    id: 'api.myWatches.crossSite',
    defaultMessage: 'Please remove watches from the My watches page.',
  },
  // `{name}`: the product's name, as the catalogue has it.
  addedToCart: { id: 'api.myWatches.addedToCart', defaultMessage: 'You added {name} to your shopping cart.' },
});

const WARRANTY_TEXTS = defineMessages({
  // `{date}`: the last day of the warranty, a long date in the store's locale (5 March 2031); `{remaining}`
  // and `{elapsed}`: how far that is from today, a relative time in the store's locale (in 4 years, 3 months ago).
  valid: {
    id: 'api.myWatches.warrantyValid',
    defaultMessage: 'Your watch is under warranty until {date} ({remaining}).',
  },
  ended: {
    id: 'api.myWatches.warrantyEnded',
    defaultMessage: 'The warranty of this watch ended on {date} ({elapsed}).',
  },
});

/** The warranty's answer; its date long, as the English shop has always written it (en-GB), else the store's. */
export const warrantyMessage = (
  warranty: Warranty,
  store: { languageCode: string; locale: string },
  today: Day,
): string => {
  const english = shopLanguage(store.languageCode) === SOURCE_LANGUAGE;
  const locale = english ? 'en-GB' : store.locale;
  const date = longDay(warranty.endsOn, locale);
  const relative = relativeDay(warranty.endsOn, today, locale);
  return sayIn(store)(
    warranty.status === 'valid'
      ? apiMessage(WARRANTY_TEXTS.valid, { date, remaining: relative })
      : apiMessage(WARRANTY_TEXTS.ended, { date, elapsed: relative }),
  );
};

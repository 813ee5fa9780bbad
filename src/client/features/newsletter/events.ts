import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents } from '../../analytics/dataLayerEvent';

/** Which of the newsletter's forms answered: the subscribe or the unsubscribe page. */
export type NewsletterForm = 'subscribe' | 'unsubscribe';

/** The form was answered with `errors` false (spec 7 "Tracked events": newsletter success). */
export const newsletterSucceeded = createAction<{ form: NewsletterForm }>('newsletter/succeeded');

/** The form was answered with `errors` true (spec 8: the message is shown and a failure event is fired). */
export const newsletterFailed = createAction<{ form: NewsletterForm; message: string }>('newsletter/failed');

export const newsletterActionToEvents: ActionToEvents = (action) => {
  if (newsletterSucceeded.match(action)) {
    return [{ event: 'newsletter', newsletter_form: action.payload.form, newsletter_status: 'success' }];
  }
  if (newsletterFailed.match(action)) {
    return [
      {
        event: 'newsletter',
        newsletter_form: action.payload.form,
        newsletter_status: 'failure',
        newsletter_message: action.payload.message,
      },
    ];
  }
  return [];
};

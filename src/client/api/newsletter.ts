import type { FetchArgs } from '@reduxjs/toolkit/query';
import { urlencodedFormBody } from './form-body';
import { newsletterGenApi } from './newsletter.gen';

const NEWSLETTER_TAG = 'newsletter';

/**
 * The newsletter pages post their serialized forms (spec 7: urlencoded); the generated endpoints keep their
 * URL and method. Only the account preference is cached (and refreshed by its save); the pages' posts change
 * nothing another screen shows.
 */
export const newsletterApi = newsletterGenApi.enhanceEndpoints({
  endpoints: {
    subscribeNewsletter: (definition) => {
      const generated = definition.query;
      if (!generated) return;
      definition.query = (arg) => ({
        ...(generated(arg) as FetchArgs),
        body: urlencodedFormBody(arg.newsletterSubscribeRequest),
      });
      definition.invalidatesTags = [];
    },
    unsubscribeNewsletter: (definition) => {
      const generated = definition.query;
      if (!generated) return;
      definition.query = (arg) => ({
        ...(generated(arg) as FetchArgs),
        body: urlencodedFormBody(arg.newsletterUnsubscribeRequest),
      });
      definition.invalidatesTags = [];
    },
    confirmNewsletterSubscription: { invalidatesTags: [NEWSLETTER_TAG] },
    getNewsletterFormData: { providesTags: [] },
    getNewsletterPreferences: { providesTags: [NEWSLETTER_TAG] },
    saveNewsletterPreferences: { invalidatesTags: (result) => (result ? [NEWSLETTER_TAG] : []) },
  },
});

export const {
  useGetNewsletterFormDataQuery,
  useSubscribeNewsletterMutation,
  useUnsubscribeNewsletterMutation,
  useConfirmNewsletterSubscriptionMutation,
  useGetNewsletterPreferencesQuery,
  useSaveNewsletterPreferencesMutation,
} = newsletterApi;

export type {
  NewsletterFormData,
  NewsletterFormResult,
  NewsletterPreferences,
  NewsletterSubscribeRequest,
} from './newsletter.gen';

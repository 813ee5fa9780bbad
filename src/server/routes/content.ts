import type { Handlers } from '../contract/handler-types';
import { createContentService, type ContentService } from '../domain/content/content-service';
import { notFound } from '../lib/http-error';
import type { RouteDeps } from './deps';
import { ERROR_TEXTS } from '../domain/error-texts';
import { apiMessage } from '../domain/i18n/api-message';

/**
 * Home page content and story pages; the contract has already checked the store code and identifier. The app
 * hands in the content service the page statuses use too, so a story page's view warms the story it loads.
 */
export function contentRoutes(
  { db }: RouteDeps,
  content: ContentService = createContentService(db),
): Handlers {
  return {
    getHomeContent: async ({ store, request }) =>
      content.home(store, (details, message) => request.log.warn(details, message)),

    getContentPage: async ({ store, params, request }) => {
      const page = await content.page(store, params.identifier, (details, message) =>
        request.log.warn(details, message),
      );
      if (!page) throw notFound(apiMessage(ERROR_TEXTS.noStory, { identifier: params.identifier }));
      return page;
    },
  };
}

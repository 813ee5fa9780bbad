import { contentGenApi } from './content.gen';

// Content changes a few times a year (the server caches it for 30 s): keep it while the shopper goes back and
// forth between the home page and its stories.
const FIVE_MINUTES_S = 300;

export const contentApi = contentGenApi.enhanceEndpoints({
  endpoints: {
    getHomeContent: { keepUnusedDataFor: FIVE_MINUTES_S },
    getContentPage: { keepUnusedDataFor: FIVE_MINUTES_S },
  },
});

export const { useGetHomeContentQuery, useGetContentPageQuery } = contentApi;

export type {
  ContentBlock,
  ContentButton,
  ContentPage,
  ContentSliderBlock,
  HomeContent,
  MallLink,
  MallLinksBlock,
  PageSection,
  ProductCarouselBlock,
  Slide,
  StoriesBlock,
  Story,
  TextBlock,
} from './content.gen';

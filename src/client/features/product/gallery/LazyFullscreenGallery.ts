import { lazy } from 'react';

/** The fullscreen zoom (pinch, pan, video) travels in a chunk of its own, fetched when the shopper opens it. */
export const LazyFullscreenGallery = lazy(() =>
  import(/* webpackChunkName: "gallery-fullscreen" */ './FullscreenGallery').then((m) => ({
    default: m.FullscreenGallery,
  })),
);

import { createAction } from '@reduxjs/toolkit';

/**
 * Product gallery events that analytics reports (issue #5: gallery video plays). Shared code, because
 * analytics may not import the product feature that dispatches them.
 */
export type GalleryVideoProvider = 'youtube' | 'vimeo' | 'custom';

/** A gallery video started: a custom film's first play, or an embedded player opened with Play. */
export const galleryVideoPlayed = createAction<{
  sku: string;
  provider: GalleryVideoProvider;
  title: string;
}>('gallery/videoPlayed');

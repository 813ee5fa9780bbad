import { createAction } from '@reduxjs/toolkit';
import type { ActionToEvents, GalleryVideoPlayEvent } from '../../../analytics/dataLayerEvent';

type GalleryVideoProvider = GalleryVideoPlayEvent['video_provider'];

/** A gallery video started: a custom film's first play, or an embedded player opened with Play. */
export const galleryVideoPlayed = createAction<{
  sku: string;
  provider: GalleryVideoProvider;
  title: string;
}>('gallery/videoPlayed');

export const galleryActionToEvents: ActionToEvents = (action) => {
  if (!galleryVideoPlayed.match(action)) return [];
  const { sku, provider, title } = action.payload;
  return [{ event: 'gallery_video_play', product_sku: sku, video_provider: provider, video_title: title }];
};

import type { UnknownAction } from '@reduxjs/toolkit';
import { galleryVideoPlayed } from '../lib/gallery-events';
import type { DataLayerEvent } from './dataLayer';

/** The data-layer events of the product gallery (pure); part of the one action -> events map. */
export function galleryActionToEvents(action: UnknownAction): DataLayerEvent[] {
  if (galleryVideoPlayed.match(action)) {
    const { sku, provider, title } = action.payload;
    return [{ event: 'gallery_video_play', product_sku: sku, video_provider: provider, video_title: title }];
  }
  return [];
}

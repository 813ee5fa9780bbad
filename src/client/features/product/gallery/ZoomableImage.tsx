import { useRef, type PointerEvent } from 'react';
import { isDoubleTap, swipeDirection, throttleAllows } from './gestures';
import type { GalleryImage } from './slides';
import { fittedSize, isZoomed, pan, toggleZoom, type ZoomGeometry, type ZoomState } from './zoom';

interface ZoomableImageProps {
  image: GalleryImage;
  geometry: ZoomGeometry;
  zoom: ZoomState;
  onZoom: (next: ZoomState) => void;
  onStep: (direction: 'next' | 'previous') => void;
}

/** A movement shorter than this is a tap. */
const TAP_SLOP_PX = 10;

/**
 * The fullscreen picture: double tap (two taps within 400 ms) toggles the zoom, a drag pans a zoomed
 * picture, and a swipe on a fitted one changes slide (at most once per 500 ms).
 */
export function ZoomableImage({ image, geometry, zoom, onZoom, onStep }: ZoomableImageProps) {
  const drag = useRef<{ x: number; y: number; from: ZoomState; moved: boolean } | null>(null);
  const lastTapAt = useRef<number | null>(null);
  const lastSwipeAt = useRef<number | null>(null);
  const size = fittedSize(geometry);

  const onPointerDown = (event: PointerEvent<HTMLImageElement>) => {
    drag.current = { x: event.clientX, y: event.clientY, from: zoom, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    if (Math.hypot(dx, dy) > TAP_SLOP_PX) d.moved = true;
    if (d.moved && isZoomed(d.from)) onZoom(pan(d.from, geometry, dx, dy));
  };
  const onPointerUp = (event: PointerEvent) => {
    const d = drag.current;
    drag.current = null;
    if (!d) return;
    const now = performance.now();
    if (!d.moved) {
      if (isDoubleTap(lastTapAt.current, now)) {
        lastTapAt.current = null;
        onZoom(toggleZoom(zoom, geometry));
      } else lastTapAt.current = now;
      return;
    }
    if (isZoomed(d.from)) return;
    const direction = swipeDirection(event.clientX - d.x, event.clientY - d.y);
    if (direction && throttleAllows(lastSwipeAt.current, now)) {
      lastSwipeAt.current = now;
      onStep(direction);
    }
  };

  return (
    <img
      className="gallery-fullscreen__image"
      src={image.url}
      alt={image.alt}
      width={Math.round(size.width)}
      height={Math.round(size.height)}
      draggable={false}
      data-zoomed={isZoomed(zoom)}
      style={{
        width: size.width,
        height: size.height,
        transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`,
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
      }}
    />
  );
}

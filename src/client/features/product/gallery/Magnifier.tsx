import { useState, type PointerEvent, type ReactNode } from 'react';
import { GALLERY } from './galleryConfig';
import { magnifierView } from './gestures';
import type { GalleryImage } from './slides';
import { DESKTOP, useMediaQuery } from '../../../lib/useMediaQuery';

/**
 * Desktop hover magnifier: an enlarged view of the picture under the pointer, shown beside the picture
 * (20 px off its edge), for a mouse on a wide window. Touch and narrow windows get the fullscreen zoom.
 */
export function Magnifier({ image, children }: { image: GalleryImage; children: ReactNode }) {
  // A mouse pointer (checked per event below) is what makes hovering possible; touch never magnifies.
  const enabled = useMediaQuery(DESKTOP);
  const [view, setView] = useState<ReturnType<typeof magnifierView> | null>(null);

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    if (!enabled || event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    setView(magnifierView({ x: event.clientX, y: event.clientY }, box, GALLERY.magnifierOffsetPx));
  };

  return (
    <div
      className="gallery__magnifiable"
      data-magnifier={enabled ? 'on' : 'off'}
      onPointerMove={follow}
      onPointerLeave={() => setView(null)}
    >
      {children}
      {enabled && view ? (
        <div
          className="gallery__magnifier"
          aria-hidden="true"
          style={{
            left: view.preview.left,
            top: view.preview.top,
            width: view.preview.width,
            height: view.preview.height,
            backgroundImage: `url("${image.url}")`,
            backgroundSize: `${GALLERY.magnifierZoom * 100}%`,
            backgroundPosition: view.backgroundPosition,
          }}
        />
      ) : null}
    </div>
  );
}

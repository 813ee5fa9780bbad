import { useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogSurface } from '../../../components/Dialog/DialogSurface';
import { GALLERY } from './galleryConfig';
import { naturalSize, type GallerySlide } from './slides';
import { useElementSize } from './useElementSize';
import { VideoSlide } from './VideoSlide';
import { canZoom, isZoomed, keyboardPan, maxScale, pan, zoomIn, zoomOut, ZOOM_RESET } from './zoom';
import { ZoomableImage } from './ZoomableImage';
import { galleryMessages, productMessages } from '../messages';

/** The tools' symbols, hidden from screen readers (which read the words beside them). */
const MARKS = { zoomOut: '−', zoomIn: '+', close: '×' } as const;

interface FullscreenGalleryProps {
  slides: readonly GallerySlide[];
  index: number;
  sku: string;
  title: string;
  onStep: (direction: 'next' | 'previous') => void;
  onClose: () => void;
}

/** The fullscreen gallery: a modal dialog with zoom steps, keyboard panning, double tap and swipe. */
export function FullscreenGallery({ slides, index, sku, title, onStep, onClose }: FullscreenGalleryProps) {
  const intl = useIntl();
  const viewport = useRef<HTMLDivElement>(null);
  const size = useElementSize(viewport);
  // The zoom belongs to one slide: changing slide starts fitted again.
  const [zoomed, setZoomed] = useState({ slide: index, zoom: ZOOM_RESET });
  const zoom = zoomed.slide === index ? zoomed.zoom : ZOOM_RESET;
  const setZoom = (next: typeof zoom) => setZoomed({ slide: index, zoom: next });

  const slide = slides[index];
  if (!slide) return null;
  const geometry = {
    viewport: size,
    natural: slide.kind === 'image' ? naturalSize(slide.image, GALLERY.vectorNaturalScale) : size,
  };
  const zoomable = slide.kind === 'image' && size.width > 0 && canZoom(geometry);
  // aria-disabled, not disabled: a button that disables itself under the keyboard would drop the focus.
  const canIn = zoomable && zoom.scale < maxScale(geometry);
  const canOut = zoomable && isZoomed(zoom);

  // After the dialog's own keys (Escape, Tab), which arrive here defaultPrevented.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.target instanceof HTMLIFrameElement) return;
    const move = keyboardPan(event.key);
    if (move && isZoomed(zoom)) {
      event.preventDefault();
      setZoom(pan(zoom, geometry, move[0], move[1]));
    } else if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && slides.length > 1) {
      if (event.target instanceof HTMLVideoElement) return;
      event.preventDefault();
      onStep(event.key === 'ArrowLeft' ? 'previous' : 'next');
    } else if ((event.key === '+' || event.key === '=') && zoomable) setZoom(zoomIn(zoom, geometry));
    else if (event.key === '-' && zoomable) setZoom(zoomOut(zoom, geometry));
  };

  return (
    <DialogSurface
      variant="fullscreen"
      className="gallery-fullscreen"
      label={intl.formatMessage(galleryMessages.fullscreen, { title })}
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <div className="gallery-fullscreen__bar">
        <p className="gallery-fullscreen__counter" aria-live="polite">
          <FormattedMessage
            {...productMessages.counter}
            values={{ index: index + 1, count: slides.length }}
          />
        </p>
        <div className="gallery-fullscreen__tools">
          <button
            type="button"
            className="gallery-fullscreen__tool"
            onClick={() => canOut && setZoom(zoomOut(zoom, geometry))}
            aria-disabled={!canOut}
          >
            <span aria-hidden="true">{MARKS.zoomOut}</span>
            <span className="visually-hidden">
              <FormattedMessage {...galleryMessages.zoomOut} />
            </span>
          </button>
          <button
            type="button"
            className="gallery-fullscreen__tool"
            onClick={() => canIn && setZoom(zoomIn(zoom, geometry))}
            aria-disabled={!canIn}
          >
            <span aria-hidden="true">{MARKS.zoomIn}</span>
            <span className="visually-hidden">
              <FormattedMessage {...galleryMessages.zoomIn} />
            </span>
          </button>
          <button type="button" className="gallery-fullscreen__tool" onClick={onClose} data-autofocus>
            <span aria-hidden="true">{MARKS.close}</span>
            <span className="visually-hidden">
              <FormattedMessage {...galleryMessages.closeFullscreen} />
            </span>
          </button>
        </div>
      </div>
      <div ref={viewport} className="gallery-fullscreen__viewport" data-zoom={zoom.scale.toFixed(2)}>
        {slide.kind === 'image' ? (
          <ZoomableImage
            image={slide.image}
            geometry={geometry}
            zoom={zoom}
            onZoom={setZoom}
            onStep={onStep}
          />
        ) : (
          <div className="gallery-fullscreen__video">
            <VideoSlide key={slide.key} video={slide.video} sku={sku} />
          </div>
        )}
      </div>
      {slides.length > 1 ? (
        <>
          <button
            type="button"
            className="gallery__arrow gallery__arrow--previous gallery-fullscreen__arrow"
            aria-label={intl.formatMessage(galleryMessages.previous)}
            onClick={() => onStep('previous')}
          />
          <button
            type="button"
            className="gallery__arrow gallery__arrow--next gallery-fullscreen__arrow"
            aria-label={intl.formatMessage(galleryMessages.next)}
            onClick={() => onStep('next')}
          />
        </>
      ) : null}
    </DialogSurface>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { galleryMessages, productMessages } from '../messages';
import { Magnifier } from './Magnifier';
import type { GallerySlide } from './slides';
import { useSwipe } from './useSwipe';
import { useTap } from './useTap';
import { VideoSlide } from './VideoSlide';

interface GalleryStageProps {
  slide: GallerySlide;
  index: number;
  count: number;
  sku: string;
  onStep: (direction: 'next' | 'previous') => void;
  onOpenFullscreen: () => void;
}

/** The main slide: a picture (magnifier on hover, fullscreen on click) or a video, swipeable on touch. */
export function GalleryStage({ slide, index, count, sku, onStep, onOpenFullscreen }: GalleryStageProps) {
  const intl = useIntl();
  const swipe = useSwipe(onStep, count > 1);
  const tap = useTap(onOpenFullscreen);
  return (
    <div
      className="gallery__stage"
      onPointerDown={swipe.onPointerDown}
      onPointerUp={swipe.onPointerUp}
      onPointerCancel={swipe.onPointerCancel}
    >
      {slide.kind === 'image' ? (
        <Magnifier image={slide.image}>
          <img
            className="gallery__main"
            src={slide.image.url}
            alt={slide.image.alt}
            width={slide.image.width}
            height={slide.image.height}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            draggable={false}
            onPointerDown={tap.onPointerDown}
            onPointerUp={tap.onPointerUp}
            onClick={() => {
              // A mouse click opens it here; a touch tap already did (the click may never come).
              const handled = tap.consumeClick();
              if (!swipe.consumeClick() && !handled) onOpenFullscreen();
            }}
          />
          <button type="button" className="gallery__fullscreen" onClick={onOpenFullscreen}>
            <span aria-hidden="true" className="gallery__fullscreen-icon" />
            <span className="visually-hidden">
              <FormattedMessage {...galleryMessages.openFullscreen} values={{ alt: slide.image.alt }} />
            </span>
          </button>
        </Magnifier>
      ) : (
        <div className="gallery__video">
          <VideoSlide key={slide.key} video={slide.video} sku={sku} />
        </div>
      )}
      {count > 1 ? (
        <div className="gallery__arrows">
          <button
            type="button"
            className="gallery__arrow gallery__arrow--previous"
            aria-label={intl.formatMessage(galleryMessages.previous)}
            onClick={() => onStep('previous')}
          />
          <span className="gallery__counter" aria-hidden="true">
            <FormattedMessage {...productMessages.counter} values={{ index: index + 1, count }} />
          </span>
          <button
            type="button"
            className="gallery__arrow gallery__arrow--next"
            aria-label={intl.formatMessage(galleryMessages.next)}
            onClick={() => onStep('next')}
          />
        </div>
      ) : null}
    </div>
  );
}

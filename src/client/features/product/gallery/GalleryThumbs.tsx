import { useIntl } from 'react-intl';
import { galleryMessages } from '../messages';
import type { GallerySlide } from './slides';

interface GalleryThumbsProps {
  slides: readonly GallerySlide[];
  activeIndex: number;
  onSelect: (index: number) => void;
}

/** One button per slide; a video's thumbnail is its poster with a play mark. */
export function GalleryThumbs({ slides, activeIndex, onSelect }: GalleryThumbsProps) {
  const intl = useIntl();
  const count = slides.length;
  return (
    <ul className="gallery__thumbs" aria-label={intl.formatMessage(galleryMessages.thumbs)}>
      {slides.map((slide, index) => {
        const picture = slide.kind === 'image' ? slide.image : slide.video.poster;
        return (
          <li key={slide.key}>
            <button
              type="button"
              className="gallery__thumb"
              data-kind={slide.kind}
              aria-pressed={index === activeIndex}
              aria-label={
                slide.kind === 'image'
                  ? intl.formatMessage(galleryMessages.showImage, {
                      index: index + 1,
                      count,
                      alt: slide.image.alt,
                    })
                  : intl.formatMessage(galleryMessages.showVideo, {
                      index: index + 1,
                      count,
                      title: slide.video.title,
                    })
              }
              onClick={() => onSelect(index)}
            >
              <img src={picture.url} alt="" width={96} height={96} loading="lazy" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

import { slideLabel, type GallerySlide } from './slides';

interface GalleryThumbsProps {
  slides: readonly GallerySlide[];
  activeIndex: number;
  onSelect: (index: number) => void;
}

/** One button per slide; a video's thumbnail is its poster with a play mark. */
export function GalleryThumbs({ slides, activeIndex, onSelect }: GalleryThumbsProps) {
  return (
    <ul className="gallery__thumbs" aria-label="Product images and videos">
      {slides.map((slide, index) => {
        const picture = slide.kind === 'image' ? slide.image : slide.video.poster;
        return (
          <li key={slide.key}>
            <button
              type="button"
              className="gallery__thumb"
              data-kind={slide.kind}
              aria-pressed={index === activeIndex}
              aria-label={slideLabel(slide, index, slides.length)}
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

import { useState } from 'react';
import type { MediaItem } from '../../api/catalog';

type GalleryImage = Pick<MediaItem, 'url' | 'alt' | 'width' | 'height'>;

interface ProductGalleryProps {
  /** The chosen variant's image, shown first. */
  featured: GalleryImage | null;
  media: readonly MediaItem[];
}

/** A main image and its thumbnails (the zoom and the videos of spec 2.3 come with a later issue). */
export function ProductGallery({ featured, media }: ProductGalleryProps) {
  const images: GalleryImage[] = [];
  for (const image of [featured, ...media.filter((m) => m.media_type === 'image')]) {
    if (image && !images.some((known) => known.url === image.url)) images.push(image);
  }
  const [activeIndex, setActiveIndex] = useState(0);
  const active = images[activeIndex] ?? images[0];
  if (!active) return <div className="gallery gallery--empty" />;

  return (
    <div className="gallery">
      <div className="gallery__stage">
        <img
          className="gallery__main"
          src={active.url}
          alt={active.alt}
          width={active.width}
          height={active.height}
          fetchPriority="high"
        />
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={index === activeIndex}
                aria-label={`Show image ${index + 1} of ${images.length}: ${image.alt}`}
                onClick={() => setActiveIndex(index)}
              >
                <img src={image.url} alt="" width={96} height={96} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

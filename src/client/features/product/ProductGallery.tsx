import { Suspense, useMemo, useState } from 'react';
import type { MediaItem } from '../../api/catalog';
import { GalleryStage } from './gallery/GalleryStage';
import { GalleryThumbs } from './gallery/GalleryThumbs';
import { LazyFullscreenGallery } from './gallery/LazyFullscreenGallery';
import { gallerySlides, type GalleryImage } from './gallery/slides';
import './gallery/gallery.css';

interface ProductGalleryProps {
  /** The chosen variant's image, shown first. */
  featured: GalleryImage | null;
  media: readonly MediaItem[];
  /** The product's SKU and name, for analytics and the fullscreen dialog's label. */
  sku: string;
  name: string;
}

/** Spec 2.3 image gallery: pictures and videos, thumbnails, magnifier, swipe and a fullscreen zoom. */
export function ProductGallery({ featured, media, sku, name }: ProductGalleryProps) {
  const slides = useMemo(() => gallerySlides(featured, media), [featured, media]);
  const [activeIndex, setActiveIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const index = activeIndex < slides.length ? activeIndex : 0;
  const active = slides[index];
  if (!active) return <div className="gallery gallery--empty" />;

  const step = (direction: 'next' | 'previous') =>
    setActiveIndex((index + (direction === 'next' ? 1 : -1) + slides.length) % slides.length);

  return (
    <div className="gallery">
      <GalleryStage
        slide={active}
        index={index}
        count={slides.length}
        sku={sku}
        onStep={step}
        onOpenFullscreen={() => setFullscreen(true)}
      />
      {slides.length > 1 ? (
        <GalleryThumbs slides={slides} activeIndex={index} onSelect={setActiveIndex} />
      ) : null}
      {fullscreen ? (
        <Suspense fallback={null}>
          <LazyFullscreenGallery
            slides={slides}
            index={index}
            sku={sku}
            title={name}
            onStep={step}
            onClose={() => setFullscreen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

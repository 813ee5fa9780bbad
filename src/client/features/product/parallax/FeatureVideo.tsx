import { useEffect, useRef } from 'react';
import type { ProductFeature } from '../../../api/catalog';
import { PARALLAX } from './parallaxRules';

/**
 * A feature's film: muted, inline and looping, playing while within 100 px of the viewport and paused
 * otherwise. With reduced motion it never starts by itself; the visitor has the controls.
 */
export function FeatureVideo({
  feature,
  reducedMotion,
}: {
  feature: ProductFeature;
  reducedMotion: boolean;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element || reducedMotion || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) element.play()?.catch(() => undefined);
        else element.pause();
      },
      { rootMargin: `${PARALLAX.videoMarginPx}px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      element.pause();
    };
  }, [reducedMotion]);

  return (
    <video
      ref={video}
      className="parallax__media"
      src={feature.video_url ?? undefined}
      poster={feature.image.url}
      width={feature.image.width}
      height={feature.image.height}
      aria-label={feature.image.alt}
      muted
      playsInline
      loop
      preload="none"
      controls={reducedMotion}
    />
  );
}

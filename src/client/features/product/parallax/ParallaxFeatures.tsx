import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductFeature } from '../../../api/catalog';
import { DESKTOP, REDUCED_MOTION, useMediaQuery } from '../../../lib/useMediaQuery';
import { FeatureVideo } from './FeatureVideo';
import { activeSlide, blurAt, driftAt, isActiveBlur } from './parallaxRules';
import { scrollToElement } from './scrollToElement';
import { useScrollProgress } from './useScrollProgress';
import './parallax.css';
import { productMessages, sectionMessages } from '../messages';

/**
 * Spec 2.3 parallax features: each section's picture comes into focus as it scrolls in (blur from 20 px to
 * 0), bullets show the active section and scroll to any section in 200 ms.
 */
export function ParallaxFeatures({ features }: { features: readonly ProductFeature[] }) {
  const intl = useIntl();
  const slides = useRef<(HTMLElement | null)[]>([]);
  const desktop = useMediaQuery(DESKTOP);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const progress = useScrollProgress(slides, features.length);
  if (!features.length) return null;
  const blurs = features.map((_, i) => blurAt(progress[i] ?? 0, desktop, reducedMotion));
  const current = activeSlide(blurs);

  const goTo = (index: number) => {
    const slide = slides.current[index];
    if (!slide) return;
    scrollToElement(slide, reducedMotion);
    // Keyboard and screen-reader users land where the page went.
    slide.focus({ preventScroll: true });
  };

  return (
    <section className="parallax" aria-labelledby="parallax-heading">
      <h2 id="parallax-heading" className="visually-hidden">
        <FormattedMessage {...sectionMessages.features} />
      </h2>
      <nav className="parallax__bullets" aria-label={intl.formatMessage(sectionMessages.featureSections)}>
        {features.map((feature, i) => (
          <button
            key={feature.id}
            type="button"
            className="parallax__bullet"
            aria-current={i === current ? 'true' : undefined}
            aria-label={intl.formatMessage(sectionMessages.featureSection, {
              index: i + 1,
              count: features.length,
              title: feature.title,
            })}
            onClick={() => goTo(i)}
          />
        ))}
      </nav>
      {features.map((feature, i) => {
        const blur = blurs[i] ?? 0;
        return (
          <article
            key={feature.id}
            ref={(el) => {
              slides.current[i] = el;
            }}
            className="parallax__slide"
            data-active={isActiveBlur(blur)}
            tabIndex={-1}
            aria-labelledby={`parallax-title-${feature.id}`}
          >
            <div
              className="parallax__frame"
              style={{
                filter: blur > 0.05 ? `blur(${blur.toFixed(1)}px)` : undefined,
                transform: `translateY(${driftAt(progress[i] ?? 0, reducedMotion)}px)`,
              }}
            >
              {feature.video_url ? (
                <FeatureVideo feature={feature} reducedMotion={reducedMotion} />
              ) : (
                <img
                  className="parallax__media"
                  src={feature.image.url}
                  alt={feature.image.alt}
                  width={feature.image.width}
                  height={feature.image.height}
                  loading="lazy"
                />
              )}
            </div>
            <div className="parallax__text">
              <p className="eyebrow">
                <FormattedMessage
                  {...productMessages.counter}
                  values={{
                    index: String(i + 1).padStart(2, '0'),
                    count: String(features.length).padStart(2, '0'),
                  }}
                />
              </p>
              <h3 id={`parallax-title-${feature.id}`} className="parallax__title">
                {feature.title}
              </h3>
              <p className="parallax__body">{feature.text}</p>
            </div>
          </article>
        );
      })}
    </section>
  );
}

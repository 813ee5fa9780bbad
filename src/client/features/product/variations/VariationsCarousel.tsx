import { useCallback, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import Slider, { type CustomArrowProps, type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import type { ProductPageVariations } from '../../../api/catalog';
import { DESKTOP, REDUCED_MOTION, useMediaQuery } from '../../../lib/useMediaQuery';
import { reduceFilter, visibleVariations, type FilterEvent } from './variationFilter';
import { VariationFilters } from './VariationFilters';
import { VariationSlide } from './VariationSlide';
import './variations.css';
import { sectionMessages } from '../messages';

/** Spec 9: 3 slides per view, speed 400, 8 px apart (the spacing is in variations.css). */
export const CAROUSEL = { slidesToShow: 3, speed: 400, spacingPx: 8 } as const;

function Arrow({ className, onClick, label }: CustomArrowProps & { label: string }) {
  const disabled = className?.includes('slick-disabled') ?? false;
  return (
    <button type="button" className={className} onClick={onClick} disabled={disabled} aria-label={label} />
  );
}

/** Slides hidden by the carousel must not take focus either: `inert` matches react-slick's aria-hidden. */
function syncInert(root: HTMLElement | null) {
  root?.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
    slide.inert = slide.getAttribute('aria-hidden') === 'true';
  });
}

/** Spec 2.3 variations carousel with filters (spec 4 rules in variationFilter.ts). */
export function VariationsCarousel({ variations }: { variations: ProductPageVariations }) {
  const navigate = useNavigate();
  const intl = useIntl();
  const root = useRef<HTMLElement>(null);
  const [activeFilter, setActiveFilter] = useState(variations.active_filter);
  const desktop = useMediaQuery(DESKTOP);
  const tablet = useMediaQuery('(min-width: 640px)');
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const sync = useCallback(() => syncInert(root.current), []);
  const filters = variations.is_filter_enabled ? variations.variation_filters : [];
  const visible = visibleVariations(variations.variations, filters, activeFilter);
  if (variations.variations.length < 2) return null;

  const onFilter = (event: FilterEvent) => {
    const outcome = reduceFilter({ activeFilter }, event);
    if (outcome.navigateTo) void navigate(outcome.navigateTo);
    else setActiveFilter(outcome.state.activeFilter);
  };
  // Fewer on narrow screens: three cards would be too small to read on a phone.
  const perView = Math.min(desktop ? CAROUSEL.slidesToShow : tablet ? 2 : 1, visible.length);
  const settings: Settings = {
    slidesToShow: perView,
    slidesToScroll: perView,
    speed: reducedMotion ? 0 : CAROUSEL.speed,
    infinite: false,
    dots: false,
    arrows: visible.length > perView,
    prevArrow: <Arrow label={intl.formatMessage(sectionMessages.previousVariations)} />,
    nextArrow: <Arrow label={intl.formatMessage(sectionMessages.nextVariations)} />,
    onInit: sync,
    onReInit: sync,
    afterChange: sync,
  };

  return (
    <section ref={root} className="variations" aria-labelledby="variations-heading">
      <h2 id="variations-heading" className="variations__heading">
        <FormattedMessage {...sectionMessages.variations} />
      </h2>
      {filters.length > 0 ? (
        <VariationFilters filters={filters} activeFilter={activeFilter} onEvent={onFilter} />
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        <FormattedMessage
          {...sectionMessages.variationsShown}
          values={{ shown: visible.length, total: variations.variations.length }}
        />
      </p>
      {/* A new filter starts the carousel again from its first slide. */}
      <Slider key={activeFilter ?? 'all'} {...settings} className="variations__slider">
        {visible.map((card) => (
          <div key={card.product_id} className="variations__slide">
            <VariationSlide card={card} current={card.product_id === variations.product_id} />
          </div>
        ))}
      </Slider>
    </section>
  );
}

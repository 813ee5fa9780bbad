import { Children, useCallback, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { MOBILE_QUERY, slickSettings } from './slick-settings';
import { homeMessages as m } from '../messages';
import { SliderArrow } from './SliderArrow';
import { matchMediaAvailable, useMediaQuery } from '../../../lib/useMediaQuery';
import './slider.css';

interface AccessibleSliderProps {
  /** Names the carousel for assistive technology. */
  label: string;
  /** A landmark of its own, or a group inside a section that is already one (its heading names both). */
  role?: 'region' | 'group';
  /** Names one item: `Slide 2 of 3`, `Watch 2 of 8`. */
  itemLabel: (index: number, count: number) => string;
  slidesToShow: number;
  mobileSlidesToShow: number;
  speed: number;
  autoplay?: boolean;
  autoplaySpeed?: number;
  /** Dots, a pause button when autoplaying and a polite announcement of the slide: the content slider. */
  dots?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * react-slick with what it lacks for keyboard and screen-reader users: labelled arrows and dots, slides that
 * are out of view made inert (slick only hides them from the accessibility tree, their links stay
 * focusable), autoplay that stops while focus is inside, a pause button, and none for reduced motion.
 */
export function AccessibleSlider(props: AccessibleSliderProps) {
  const { label, itemLabel, dots = false, autoplay = false, children } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const intl = useIntl();
  const count = Children.count(children);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [focused, setFocused] = useState(false);
  const canAutoplay = autoplay && !reducedMotion && count > 1;
  const playing = canAutoplay && !paused && !focused;

  const syncHiddenSlides = useCallback(() => {
    rootRef.current?.querySelectorAll('.slick-slide').forEach((slide) => {
      slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
    });
  }, []);

  const settings: Settings = {
    ...slickSettings(
      {
        slidesToShow: props.slidesToShow,
        mobileSlidesToShow: props.mobileSlidesToShow,
        speed: props.speed,
        autoplay,
        autoplaySpeed: props.autoplaySpeed ?? 6000,
        dots,
      },
      { count, mobile, reducedMotion, held: paused || focused, matchMediaAvailable: matchMediaAvailable() },
    ),
    prevArrow: (
      <SliderArrow direction="previous" label={intl.formatMessage(dots ? m.previousSlide : m.previous)} />
    ),
    nextArrow: <SliderArrow direction="next" label={intl.formatMessage(dots ? m.nextSlide : m.next)} />,
    customPaging: (i) => (
      <button
        type="button"
        aria-label={itemLabel(i, count)}
        aria-current={i === current ? 'true' : undefined}
      />
    ),
    dotsClass: 'slider-dots',
    // Slick's default list carries an inline `display: block` that would beat the stylesheet's flex row.
    appendDots: (dots) => <ul>{dots}</ul>,
    beforeChange: (_from, to) => setCurrent(to),
    afterChange: syncHiddenSlides,
    onInit: syncHiddenSlides,
    onReInit: syncHiddenSlides,
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  return (
    <div
      ref={rootRef}
      className={`accessible-slider ${dots ? 'accessible-slider--dots' : ''} ${props.className ?? ''}`}
      role={props.role ?? 'region'}
      aria-roledescription={intl.formatMessage(m.carouselRole)}
      aria-label={label}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Slider {...settings}>
        {Children.map(children, (child, i) => (
          <div
            className="accessible-slider__item"
            role="group"
            aria-roledescription={intl.formatMessage(m.slideRole)}
            aria-label={itemLabel(i, count)}
          >
            {child}
          </div>
        ))}
      </Slider>
      {dots && canAutoplay ? (
        <button type="button" className="slider-pause" onClick={() => setPaused(!paused)}>
          <span
            className={`slider-pause__icon slider-pause__icon--${paused ? 'play' : 'pause'}`}
            aria-hidden="true"
          />
          <span className="visually-hidden">
            <FormattedMessage {...(paused ? m.playSlideshow : m.pauseSlideshow)} />
          </span>
        </button>
      ) : null}
      {dots ? (
        <p className="visually-hidden" aria-live={playing ? 'off' : 'polite'}>
          {itemLabel(current, count)}
        </p>
      ) : null}
    </div>
  );
}

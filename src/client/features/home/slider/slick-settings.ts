import type { Settings } from 'react-slick';

/** Spec 9: the mobile slide count applies below this width (react-slick's `breakpoint` is a max-width). */
export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

export interface SlideCounts {
  slidesToShow: number;
  mobileSlidesToShow: number;
  speed: number;
  autoplay: boolean;
  autoplaySpeed: number;
  /** The content slider: dots, and it loops. */
  dots: boolean;
}

export interface Environment {
  count: number;
  mobile: boolean;
  reducedMotion: boolean;
  /** Paused by the shopper, or focus is inside. */
  held: boolean;
  matchMediaAvailable: boolean;
}

/** The numbers react-slick runs with, from the server's settings and the visitor's screen and wishes. */
export function slickSettings(config: SlideCounts, env: Environment): Settings {
  const mobileCount = Math.min(config.mobileSlidesToShow, env.count);
  const slidesToShow = env.mobile ? mobileCount : Math.min(config.slidesToShow, env.count);
  return {
    // react-slick 0.31 applies `responsive` only when the width changes after mounting (akiran/react-slick
    // #2446), so the mobile count is also chosen from the same media query here: the two always agree.
    slidesToShow,
    responsive: env.matchMediaAvailable
      ? [{ breakpoint: MOBILE_BREAKPOINT_PX, settings: { slidesToShow: mobileCount } }]
      : undefined,
    slidesToScroll: 1,
    speed: env.reducedMotion ? 0 : config.speed,
    infinite: config.dots && env.count > 1,
    autoplay: config.autoplay && !env.reducedMotion && !env.held && env.count > 1,
    autoplaySpeed: config.autoplaySpeed,
    pauseOnHover: true,
    // Slick's own focus pause listens on the slides, not on the links inside them: the wrapper does it.
    pauseOnFocus: false,
    dots: config.dots,
    arrows: env.count > slidesToShow,
  };
}

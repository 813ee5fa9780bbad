import { MOBILE_BREAKPOINT_PX, slickSettings, type Environment, type SlideCounts } from './slick-settings';

const SLIDER: SlideCounts = {
  slidesToShow: 1,
  mobileSlidesToShow: 1,
  speed: 300,
  autoplay: true,
  autoplaySpeed: 7000,
  dots: true,
};
const CAROUSEL: SlideCounts = {
  ...SLIDER,
  slidesToShow: 4,
  mobileSlidesToShow: 2,
  autoplay: false,
  dots: false,
};
const DESKTOP: Environment = {
  count: 8,
  mobile: false,
  reducedMotion: false,
  held: false,
  matchMediaAvailable: true,
};

describe('react-slick settings from the server’s content settings', () => {
  test('spec 9: the content slider moves in 300 ms, loops and autoplays', () => {
    expect(slickSettings(SLIDER, { ...DESKTOP, count: 3 })).toMatchObject({
      speed: 300,
      infinite: true,
      autoplay: true,
      autoplaySpeed: 7000,
      dots: true,
    });
  });

  test('spec 9: below 768 px the mobile slide count applies, at once and on resize', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    const desktop = slickSettings(CAROUSEL, DESKTOP);
    expect(desktop.slidesToShow).toBe(4);
    expect(desktop.responsive).toEqual([{ breakpoint: 768, settings: { slidesToShow: 2 } }]);
    expect(slickSettings(CAROUSEL, { ...DESKTOP, mobile: true }).slidesToShow).toBe(2);
  });

  test('never shows more slides than there are, and hides the arrows when all fit', () => {
    const few = slickSettings(CAROUSEL, { ...DESKTOP, count: 3 });
    expect(few).toMatchObject({ slidesToShow: 3, arrows: false, infinite: false });
    expect(slickSettings(CAROUSEL, DESKTOP).arrows).toBe(true);
  });

  test('no autoplay and no sliding animation for visitors who ask for reduced motion', () => {
    expect(slickSettings(SLIDER, { ...DESKTOP, reducedMotion: true })).toMatchObject({
      autoplay: false,
      speed: 0,
    });
  });

  test('autoplay stops while paused or focused, and for a single slide', () => {
    expect(slickSettings(SLIDER, { ...DESKTOP, held: true }).autoplay).toBe(false);
    expect(slickSettings(SLIDER, { ...DESKTOP, count: 1 })).toMatchObject({
      autoplay: false,
      infinite: false,
    });
  });

  test('without matchMedia (old browsers, jsdom) there is no responsive table for slick to listen to', () => {
    expect(slickSettings(CAROUSEL, { ...DESKTOP, matchMediaAvailable: false }).responsive).toBeUndefined();
  });
});

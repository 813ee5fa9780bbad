import { defineMessages } from '../../../common/i18n/define-messages';

/** The home page's own words around its blocks (namespace `home`); the blocks' texts are the server's data. */
export const homeMessages = defineMessages({
  // The page's meta description. brand: the house's name; tagline: its tagline (lower-cased in English only).
  description: {
    id: 'home.description',
    defaultMessage: '{brand}, {tagline}: discover our mechanical watches and their collections.',
  },
  // The content slider's name when its block has no title.
  highlights: { id: 'home.highlights', defaultMessage: 'Highlights' },
  // index: the slide's position (1, 2…); count: how many there are.
  slideOf: { id: 'home.slideOf', defaultMessage: 'Slide {index} of {count}' },
  // A product carousel's item: index of count.
  itemOf: { id: 'home.itemOf', defaultMessage: '{index} of {count}' },
  // What screen readers call the slider and each of its items (aria-roledescription), in lower case.
  carouselRole: { id: 'home.carouselRole', defaultMessage: 'carousel' },
  slideRole: { id: 'home.slideRole', defaultMessage: 'slide' },
  previousSlide: { id: 'home.previousSlide', defaultMessage: 'Previous slide' },
  nextSlide: { id: 'home.nextSlide', defaultMessage: 'Next slide' },
  previous: { id: 'home.previous', defaultMessage: 'Previous' },
  next: { id: 'home.next', defaultMessage: 'Next' },
  playSlideshow: { id: 'home.playSlideshow', defaultMessage: 'Play the slideshow' },
  pauseSlideshow: { id: 'home.pauseSlideshow', defaultMessage: 'Pause the slideshow' },
  // A story card's call to read it (the card's title is the link).
  read: { id: 'home.read', defaultMessage: 'Read' },
  // A marketplace link: label is the link's text (data); <hidden> is read by screen readers only.
  linkNewTab: { id: 'home.linkNewTab', defaultMessage: '{label}<hidden> (opens in a new tab)</hidden>' },
});

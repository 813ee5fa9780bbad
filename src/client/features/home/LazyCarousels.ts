import { lazyLeaf } from '../../lib/lazyLeaf';
// Every style the carousels draw with comes with the page, so their server-rendered markup (the hero slide, the
// product cards) is laid out from the first paint, before their code arrives.
import 'slick-carousel/slick/slick.css';
import './slider/slider.css';
import '../../components/ProductCard/ProductCard.css';
import '../../components/QuietAction/quiet-action.css';
import '../../components/Price/Price.css';

/*
 * The home page's carousels (react-slick, the product cards) hydrate once their chunk has arrived (lazyLeaf):
 * out of the first view, while the server's markup, hero picture included, shows from the first paint. Both
 * in one chunk: they share react-slick.
 */
export const LazyContentSlider = lazyLeaf(() =>
  import(/* webpackChunkName: "home-carousels" */ './ContentSlider').then((m) => m.ContentSlider),
);

export const LazyProductCarousel = lazyLeaf(() =>
  import(/* webpackChunkName: "home-carousels" */ './ProductCarousel').then((m) => m.ProductCarousel),
);

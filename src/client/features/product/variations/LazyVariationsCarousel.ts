import { lazyLeaf } from '../../../lib/lazyLeaf';
// The carousel's styles come with the page, so its server-rendered markup is laid out from the first paint.
import 'slick-carousel/slick/slick.css';
import './variations.css';

/** The variations carousel (react-slick), below the fold: out of the product page's first view (lazyLeaf). */
export const LazyVariationsCarousel = lazyLeaf(() =>
  import(/* webpackChunkName: "product-variations" */ './VariationsCarousel').then(
    (m) => m.VariationsCarousel,
  ),
);

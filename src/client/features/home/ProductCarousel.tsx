import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProductCarouselBlock } from '../../api/content';
import { ListShopperProvider } from '../../components/ListShopper/ListShopper';
import { ProductCard } from '../../components/ProductCard/ProductCard';
import { ProductListContext, useListImpressions } from '../../components/ProductCard/productList';
import { homeMessages as m } from './messages';
import { AccessibleSlider } from './slider/AccessibleSlider';

/** A content block's products on a carousel, with the block's button under it. */
export function ProductCarousel({ block }: { block: ProductCarouselBlock }) {
  const intl = useIntl();
  const titleId = `${block.id}-title`;
  // Analytics sees the carousel as a product list of its own: impressions, and clicks with their place.
  const listName = `Home: ${block.title}`;
  useListImpressions(listName, block.products);
  return (
    <ProductListContext.Provider value={listName}>
      <section className="home-section" aria-labelledby={titleId}>
        <header className="section-heading">
          {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
          <h2 id={titleId}>{block.title}</h2>
          {block.text ? <p className="section-heading__text">{block.text}</p> : null}
        </header>
        <ListShopperProvider>
          <AccessibleSlider
            className="product-carousel"
            role="group"
            label={block.title}
            itemLabel={(i, n) => intl.formatMessage(m.itemOf, { index: i + 1, count: n })}
            slidesToShow={block.settings.slides_to_show}
            mobileSlidesToShow={block.settings.mobile_slides_to_show}
            speed={block.settings.speed}
          >
            {block.products.map((product, index) => (
              <div key={product.id} className="product-carousel__slide">
                <ProductCard product={product} eager={false} position={index + 1} />
              </div>
            ))}
          </AccessibleSlider>
        </ListShopperProvider>
        {block.button ? (
          <p className="home-section__more">
            <Link className="button button--secondary" to={block.button.url}>
              {block.button.label}
            </Link>
          </p>
        ) : null}
      </section>
    </ProductListContext.Provider>
  );
}

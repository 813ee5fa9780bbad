import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { productMessages } from '../messages';
import type { VariationCard } from '../../../api/catalog';
import { Price } from '../../../components/Price/Price';

/** One card of the variations carousel: picture, collection, name (the link), case size, price, stock. */
export function VariationSlide({ card, current }: { card: VariationCard; current: boolean }) {
  return (
    <article className="variation-card" data-current={current}>
      <Link to={card.url} className="variation-card__media" tabIndex={-1} aria-hidden="true">
        {/* Not lazy: Chrome never loads a lazy image on a slide parked off to the side of the carousel. */}
        <img
          src={card.image.url}
          alt=""
          width={card.image.width}
          height={card.image.height}
          decoding="async"
        />
      </Link>
      {card.collection ? <p className="variation-card__collection">{card.collection}</p> : null}
      <h3 className="variation-card__name">
        <Link to={card.url} aria-current={current ? 'page' : undefined}>
          {card.name}
        </Link>
      </h3>
      {card.case_size ? <p className="variation-card__size">{card.case_size}</p> : null}
      <Price price={card.price} className="variation-card__price" />
      <p className="variation-card__stock" data-available={card.is_saleable}>
        <FormattedMessage {...(card.is_saleable ? productMessages.inStock : productMessages.outOfStock)} />
      </p>
    </article>
  );
}

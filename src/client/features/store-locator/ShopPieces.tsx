import { Link } from 'react-router-dom';
import type { ShopPiece, StoreLocatorShop } from '../../api/storeLocator';
import { useStorePaths } from '../../lib/store-config';

/**
 * The pieces the boutique holds (its stock, the one 'Check & Reserve' takes from): each links to its product
 * page, and 'Check & Reserve' opens the reservation there with this boutique already chosen.
 */
export function ShopPieces({ shop, pieces }: { shop: StoreLocatorShop; pieces: readonly ShopPiece[] }) {
  const paths = useStorePaths();
  return (
    <section className="shop-pieces" aria-labelledby="shop-pieces-title">
      <h2 id="shop-pieces-title" className="shop-pieces__title">
        In the boutique
      </h2>
      {pieces.length === 0 ? (
        <p className="shop-pieces__lead">No piece is on display in this boutique at the moment.</p>
      ) : (
        <>
          <p className="shop-pieces__lead">
            {shop.reservation_enabled
              ? 'The pieces held in this boutique today. Reserve one to try it on at your visit.'
              : 'The pieces held in this boutique today. This boutique does not take reservations.'}
          </p>
          <ul className="shop-pieces__grid">
            {pieces.map((piece) => {
              const label = piece.options ? `${piece.name}, ${piece.options}` : piece.name;
              const page = paths.product(piece.url_key, String(piece.product_id));
              return (
                <li key={piece.product_id} className="shop-piece">
                  <Link to={page} className="shop-piece__link">
                    {piece.image ? (
                      <img
                        className="shop-piece__image"
                        src={piece.image.url}
                        alt=""
                        width={piece.image.width}
                        height={piece.image.height}
                        loading="lazy"
                      />
                    ) : (
                      <span className="shop-piece__image shop-piece__image--none" aria-hidden="true" />
                    )}
                    <span className="shop-piece__name">{piece.name}</span>
                    {piece.options ? <span className="shop-piece__options">{piece.options}</span> : null}
                    <span className="shop-piece__sku">Ref. {piece.sku}</span>
                  </Link>
                  {piece.reservable ? (
                    <Link
                      className="button button--secondary shop-piece__reserve"
                      to={paths.product(piece.url_key, String(piece.product_id), String(shop.id))}
                    >
                      Check &amp; Reserve<span className="visually-hidden">: {label}</span>
                    </Link>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

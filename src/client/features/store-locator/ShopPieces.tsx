import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ShopPiece, StoreLocatorShop } from '../../api/storeLocator';
import { useStorePaths } from '../../lib/store-config';
import { storeLocatorMessages as m } from './messages';
import './ShopPieces.css';

/**
 * The pieces the boutique holds (its stock, the one 'Check & Reserve' takes from): each links to its product
 * page, and 'Check & Reserve' opens the reservation there with this boutique already chosen.
 */
export function ShopPieces({ shop, pieces }: { shop: StoreLocatorShop; pieces: readonly ShopPiece[] }) {
  const paths = useStorePaths();
  return (
    <section className="shop-pieces" aria-labelledby="shop-pieces-title">
      <h2 id="shop-pieces-title" className="shop-pieces__title">
        <FormattedMessage {...m.piecesTitle} />
      </h2>
      {pieces.length === 0 ? (
        <p className="shop-pieces__lead">
          <FormattedMessage {...m.noPieces} />
        </p>
      ) : (
        <>
          <p className="shop-pieces__lead">
            <FormattedMessage {...(shop.reservation_enabled ? m.piecesReservable : m.piecesNotReservable)} />
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
                    <span className="shop-piece__sku">
                      <FormattedMessage {...m.reference} values={{ sku: piece.sku }} />
                    </span>
                  </Link>
                  {piece.reservable ? (
                    <Link
                      className="button button--secondary shop-piece__reserve"
                      to={paths.product(piece.url_key, String(piece.product_id), String(shop.id))}
                    >
                      <FormattedMessage
                        {...m.reserve}
                        values={{
                          piece: label,
                          hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                        }}
                      />
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

import { Link } from 'react-router-dom';
import type { CategoryNode } from '../../api/catalog';

/** The level-2 children of the Watches category: the house's collections. */
export function CollectionsSection({ collections }: { collections: readonly CategoryNode[] }) {
  return (
    <section className="home-section" aria-labelledby="collections-title">
      <header className="section-heading">
        <p className="eyebrow">The house</p>
        <h2 id="collections-title">Collections</h2>
      </header>
      <ul className="collections">
        {collections.map((collection) => (
          <li key={collection.entity_id} className="collection">
            {collection.image ? (
              <img
                className="collection__image"
                src={collection.image.url}
                alt=""
                width={collection.image.width}
                height={collection.image.height}
                loading="lazy"
              />
            ) : null}
            <h3 className="collection__name">
              <Link to={collection.full_url}>{collection.name}</Link>
            </h3>
            {collection.description ? (
              <p className="collection__description">{collection.description}</p>
            ) : null}
            <span className="collection__more" aria-hidden="true">
              Discover
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

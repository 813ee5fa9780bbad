import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ContentPage, PageSection } from '../../api/content';
import { useAppDispatch } from '../../app/hooks';
import { ListShopperProvider } from '../../components/ListShopper/ListShopper';
import { ProductCard } from '../../components/ProductCard/ProductCard';
import { storyClicked } from '../../events/stories';
import { PAGE_TYPE } from '../../lib/page-types';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useStorePaths } from '../../lib/store-config';
import { usePageView } from '../../lib/usePageView';
import { contentMessages as m } from './messages';

/** A story, drawn from structured sections (plain text and pictures), so nothing needs sanitising. */
export function StoryView({ page }: { page: ContentPage }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  usePageView(PAGE_TYPE.content);
  const paths = useStorePaths();
  useDocumentMeta(page.meta_title, page.meta_description, { canonicalPath: paths.story(page.identifier) });
  const published = page.published_on ? formatDate(page.published_on, intl) : null;
  return (
    <article className="story">
      <header className="story__header">
        <p className="eyebrow">
          <FormattedMessage {...m.eyebrow} />
        </p>
        <h1>{page.content_heading}</h1>
        <p className="story__excerpt">{page.excerpt}</p>
        {published ? (
          <p className="story__date">
            <time dateTime={page.published_on ?? undefined}>{published}</time>
          </p>
        ) : null}
      </header>
      <img
        className="story__image"
        src={page.image.url}
        alt={page.image.alt}
        width={page.image.width}
        height={page.image.height}
        fetchPriority="high"
      />
      <div className="story__body">
        {page.sections.map((section, i) => (
          <Section key={i} section={section} />
        ))}
      </div>
      {page.related_products.length ? (
        <section className="story__related" aria-labelledby="story-related-title">
          <h2 id="story-related-title">
            <FormattedMessage {...m.related} />
          </h2>
          <ListShopperProvider>
            <ul className="story__products">
              {page.related_products.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} eager={false} />
                </li>
              ))}
            </ul>
          </ListShopperProvider>
        </section>
      ) : null}
      {page.more_stories.length ? (
        <nav className="story__more" aria-labelledby="story-more-title">
          <h2 id="story-more-title">
            <FormattedMessage {...m.more} />
          </h2>
          <ul>
            {page.more_stories.map((story) => (
              <li key={story.page_id}>
                <Link
                  to={story.url}
                  onClick={() =>
                    dispatch(storyClicked({ page_id: story.page_id, title: story.title, url: story.url }))
                  }
                >
                  {story.title}
                </Link>
                <p>{story.excerpt}</p>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}

function Section({ section }: { section: PageSection }) {
  switch (section.type) {
    case 'paragraph':
      return <p className="story__paragraph">{section.text}</p>;
    case 'heading':
      return <h2 className="story__heading">{section.text}</h2>;
    case 'quote':
      return (
        <figure className="story__quote">
          <blockquote>
            <p>{section.text}</p>
          </blockquote>
          {section.attribution ? <figcaption>{section.attribution}</figcaption> : null}
        </figure>
      );
    case 'image':
      return (
        <figure className="story__figure">
          <img
            src={section.image.url}
            alt={section.image.alt}
            width={section.image.width}
            height={section.image.height}
            loading="lazy"
          />
          {section.caption ? <figcaption>{section.caption}</figcaption> : null}
        </figure>
      );
    default:
      return null;
  }
}

/** `YYYY-MM-DD` as the store's locale writes a date, read as a calendar day (no time zone shift). */
function formatDate(isoDate: string, intl: IntlShape): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return intl.formatDate(new Date(Date.UTC(year, month - 1, day)), { dateStyle: 'long', timeZone: 'UTC' });
}

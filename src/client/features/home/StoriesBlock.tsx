import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { StoriesBlock as StoriesBlockData, Story } from '../../api/content';
import { useAppDispatch } from '../../app/hooks';
import { storyClicked, type StoryRef } from '../../events/stories';
import { storiesViewed } from './events';
import { homeMessages as m } from './messages';
import { useSeenOnce } from './useSeenOnce';

const storyRef = ({ page_id, title, url }: Story): StoryRef => ({ page_id, title, url });

/** Cards leading to the store's stories (content pages); analytics sees them shown and clicked. */
export function StoriesBlock({ block }: { block: StoriesBlockData }) {
  const dispatch = useAppDispatch();
  const sectionRef = useRef<HTMLElement>(null);
  useSeenOnce(sectionRef, () => dispatch(storiesViewed({ stories: block.stories.map(storyRef) })));
  const titleId = `${block.id}-title`;
  return (
    <section ref={sectionRef} className="home-section" aria-labelledby={titleId}>
      <header className="section-heading">
        {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
        <h2 id={titleId}>{block.title}</h2>
      </header>
      <ul className="stories">
        {block.stories.map((story) => (
          <li key={story.page_id} className="story-card">
            <img
              className="story-card__image"
              src={story.image.url}
              alt=""
              width={story.image.width}
              height={story.image.height}
              loading="lazy"
              decoding="async"
            />
            <h3 className="story-card__title">
              <Link to={story.url} onClick={() => dispatch(storyClicked(storyRef(story)))}>
                {story.title}
              </Link>
            </h3>
            <p className="story-card__excerpt">{story.excerpt}</p>
            <span className="story-card__more" aria-hidden="true">
              <FormattedMessage {...m.read} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

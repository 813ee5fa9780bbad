import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MallLink, MallLinksBlock } from '../../api/content';
import { useAppDispatch } from '../../app/hooks';
import { mallLinkClicked } from './events';
import { homeMessages as m } from './messages';
import { openAfterTrackingDelay, opensElsewhere } from './outboundLink';

/** The house's boutiques on marketplaces ('mall' links): outbound, in a new tab, seen by analytics. */
export function MallLinks({ block }: { block: MallLinksBlock }) {
  const dispatch = useAppDispatch();
  const track = (link: MallLink) =>
    dispatch(mallLinkClicked({ marketplace: link.marketplace, url: link.url }));
  const follow = (link: MallLink) => (event: MouseEvent<HTMLAnchorElement>) => {
    track(link);
    if (opensElsewhere(event)) return;
    event.preventDefault();
    openAfterTrackingDelay(link.url);
  };
  const titleId = `${block.id}-title`;
  return (
    <section className="mall-links" aria-labelledby={titleId}>
      <h2 id={titleId} className="mall-links__title">
        {block.title}
      </h2>
      {block.text ? <p className="mall-links__text">{block.text}</p> : null}
      <ul className="mall-links__list">
        {block.links.map((link) => (
          <li key={link.id}>
            <a
              className="mall-link"
              href={link.url}
              target="_blank"
              rel="noopener"
              onClick={follow(link)}
              // A middle click opens a tab without a click event; it is a followed link all the same.
              onAuxClick={(event) => {
                if (event.button === 1) track(link);
              }}
            >
              <FormattedMessage
                {...m.linkNewTab}
                values={{
                  label: link.label,
                  hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                }}
              />
              <span className="mall-link__arrow" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ContentSliderBlock, Slide } from '../../api/content';
import { homeMessages as m } from './messages';
import { AccessibleSlider } from './slider/AccessibleSlider';

/**
 * The home page's content slider (spec 9: speed and mobile slide count from the server's settings). When it
 * opens the page its first picture is the largest one on screen: fetched first, never lazily.
 */
export function ContentSlider({ block, leading }: { block: ContentSliderBlock; leading: boolean }) {
  const { settings } = block;
  const intl = useIntl();
  return (
    <section className="content-slider" aria-label={block.title ?? undefined}>
      <AccessibleSlider
        label={block.title ?? intl.formatMessage(m.highlights)}
        itemLabel={(i, n) => intl.formatMessage(m.slideOf, { index: i + 1, count: n })}
        slidesToShow={settings.slides_to_show}
        mobileSlidesToShow={settings.mobile_slides_to_show}
        speed={settings.speed}
        autoplay={settings.autoplay}
        autoplaySpeed={settings.autoplay_speed}
        dots
      >
        {block.slides.map((slide, i) => (
          <ContentSlide key={slide.id} slide={slide} priority={leading && i === 0} />
        ))}
      </AccessibleSlider>
    </section>
  );
}

function ContentSlide({ slide, priority }: { slide: Slide; priority: boolean }) {
  return (
    <div className="content-slide">
      <div className="content-slide__media">
        {/* Decorative: the words beside it carry the meaning; its alt text stays in the contract for others. */}
        <img
          src={slide.image.url}
          alt=""
          width={slide.image.width}
          height={slide.image.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'sync' : 'async'}
        />
      </div>
      <div className="content-slide__text">
        {slide.eyebrow ? <p className="eyebrow">{slide.eyebrow}</p> : null}
        <h2 className="content-slide__title">{slide.title}</h2>
        <p className="content-slide__lead">{slide.text}</p>
        {slide.button ? (
          <Link className="button button--primary" to={slide.button.url}>
            {slide.button.label}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

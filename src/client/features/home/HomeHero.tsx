import { Link } from 'react-router-dom';

/** Three illustrations are served; one per day keeps the page stable within a visit. */
const HERO_COUNT = 3;
const heroNumber = 1 + (new Date().getDate() % HERO_COUNT);

interface HomeHeroProps {
  brandName: string;
  tagline: string;
  watchesUrl: string | null;
}

export function HomeHero({ brandName, tagline, watchesUrl }: HomeHeroProps) {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__media">
        {/* Decorative: the words beside it carry the meaning. */}
        <img src={`/media/hero/${heroNumber}.svg`} alt="" width={1600} height={700} fetchPriority="high" />
      </div>
      <div className="home-hero__text">
        <p className="eyebrow">{brandName}</p>
        <h1 id="home-hero-title" className="home-hero__title">
          {tagline}
        </h1>
        <p className="home-hero__lead">
          Hand-finished movements, dials drawn from our archives, and cases made to be worn for generations.
        </p>
        {watchesUrl ? (
          <Link className="button button--primary" to={watchesUrl}>
            Discover the watches
          </Link>
        ) : null}
      </div>
    </section>
  );
}

import { Link } from 'react-router-dom';
import type { TextBlock as TextBlockData } from '../../api/content';

/** A quiet editorial pause: a quotation or a short text, its signature and up to three buttons. */
export function TextBlock({ block }: { block: TextBlockData }) {
  const titleId = `${block.id}-title`;
  return (
    <section
      className="house-note"
      aria-labelledby={block.title ? titleId : undefined}
      aria-label={block.title ? undefined : (block.attribution ?? undefined)}
    >
      {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
      {block.title ? (
        <h2 id={titleId} className="house-note__title">
          {block.title}
        </h2>
      ) : null}
      <p className="house-note__quote">{block.text}</p>
      {block.attribution ? <p className="house-note__signature">{block.attribution}</p> : null}
      {block.buttons.length ? (
        <ul className="house-note__buttons">
          {block.buttons.map((button) => (
            <li key={button.url}>
              <Link className="button button--secondary" to={button.url}>
                {button.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

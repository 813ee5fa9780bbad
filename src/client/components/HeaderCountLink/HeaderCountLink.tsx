import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { headerCountMessages } from './messages';
import './HeaderCountLink.css';

const SPACE = ' ';

interface Props {
  to: string;
  /** The accessible name, with every word the phone layout hides ('Compare products (2 items)'). */
  label: string;
  /** A 16 px line icon. */
  icon: ReactNode;
  /** The word shown beside the icon from tablet widths up. */
  word: string;
  count: number;
}

/** A header link to a list of the shopper's (compare, wishlist): icon, word and count. */
export function HeaderCountLink({ to, label, icon, word, count }: Props) {
  return (
    <Link className="header-count-link" to={to} aria-label={label}>
      {icon}
      <span className="header-count-link__word">{word}</span>
      {SPACE}
      <span>
        <FormattedMessage {...headerCountMessages.headerCount} values={{ count }} />
      </span>
    </Link>
  );
}

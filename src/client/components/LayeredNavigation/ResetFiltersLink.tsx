import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FILTER_RESET_STATE } from './filterTypes';

/** Spec 2.2's reset: a GET navigation to the reset URL, carrying the state that shows the success message. */
export function ResetFiltersLink({
  resetUrl,
  className,
  children,
}: {
  resetUrl: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link className={className} to={resetUrl} state={FILTER_RESET_STATE}>
      {children}
    </Link>
  );
}

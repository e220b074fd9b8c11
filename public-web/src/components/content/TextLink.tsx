import { Link } from 'react-router';
import type { ReactNode } from 'react';

/** An ordinary text link to an internal page. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="hw-text-link">
      {children}
    </Link>
  );
}

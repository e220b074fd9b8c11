import { classNames } from '../../lib/class-names.js';
import type { ReactNode } from 'react';

/** A titled part of a page: an h2 (a question people ask, where it can be) and its content. */
export function Section({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={classNames('hw-section', className)}>
      <h2 id={`${id}-title`} className="hw-heading-2">
        {title}
      </h2>
      {intro ? <p className="hw-section__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

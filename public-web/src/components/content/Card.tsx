import { classNames } from '../../lib/class-names.js';
import { Icon, type IconPaths } from './Icon.js';
import type { ReactNode } from 'react';

export function CardGrid({ columns = 3, children, as = 'ul' }: { columns?: 2 | 3 | 4; children: ReactNode; as?: 'ul' | 'div' }) {
  const Tag = as;
  return <Tag className={`hw-card-grid hw-card-grid--${columns}`}>{children}</Tag>;
}

export interface InfoCardProps {
  title: ReactNode;
  /** Heading level inside the card; h3 under a section's h2. */
  headingLevel?: 2 | 3;
  icon?: IconPaths;
  children?: ReactNode;
  footer?: ReactNode;
  accent?: boolean;
  /** Render as a list item (inside a CardGrid that is a list). */
  asListItem?: boolean;
}

export function InfoCard({ title, headingLevel = 3, icon, children, footer, accent, asListItem = true }: InfoCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const body = (
    <div className={classNames('hw-card', accent && 'hw-card--accent')}>
      {icon ? (
        <span className="hw-card__icon" aria-hidden="true">
          <Icon path={icon} />
        </span>
      ) : null}
      <Heading className="hw-heading-3">{title}</Heading>
      {children}
      {footer ? <div className="hw-card__footer">{footer}</div> : null}
    </div>
  );
  return asListItem ? <li>{body}</li> : body;
}

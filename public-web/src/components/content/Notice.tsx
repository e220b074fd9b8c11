import { PHONE_NUMBERS } from '@homeward/domain';
import { PhoneLink } from './PhoneLink.js';
import type { ReactNode } from 'react';

export function Notice({
  title,
  tone = 'info',
  children,
  headingLevel = 2,
}: {
  title?: ReactNode;
  tone?: 'info' | 'warning' | 'success';
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <aside className={`hw-notice hw-notice--${tone}`} aria-label={typeof title === 'string' ? title : undefined}>
      {title ? <Heading className="hw-notice__title">{title}</Heading> : null}
      {children}
    </aside>
  );
}

/** Said on every page: Homeward is independent and is not the government. */
export function IndependenceNotice({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  return (
    <Notice title="We are independent, not the government" tone="warning" headingLevel={headingLevel}>
      <p>
        Homeward is a free website run by a private company. We are not part of, or endorsed by, the Australian Government, My Aged Care or the aged care
        assessment service. Only My Aged Care can assess you and approve funding.
      </p>
      <p>
        For official help, call My Aged Care on <PhoneLink number={PHONE_NUMBERS.myAgedCare.number} /> ({PHONE_NUMBERS.myAgedCare.hours}).
      </p>
    </Notice>
  );
}

/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { PHONE_NUMBERS } from '@homeward/domain';
import { PhoneLink } from './PhoneLink.js';
import type { ReactNode } from 'react';

const styles = {
  box: css({
    margin: '0 0 32px',
    padding: '20px 24px',
    borderRadius: 12,
    borderLeft: '8px solid',
    maxWidth: '75ch',
    '& p': { margin: '0 0 8px' },
    '& p:last-child': { marginBottom: 0 },
  }),
  info: css({ background: '#e8eff8', borderColor: palette.primary }),
  warning: css({ background: palette.goldBg, borderColor: palette.gold }),
  success: css({ background: '#e6f2e9', borderColor: palette.secondary }),
  title: css({ margin: '0 0 8px', fontSize: typeScale.h4.fontSize, fontWeight: 700 }),
};

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
    <aside css={[styles.box, styles[tone]]} aria-label={typeof title === 'string' ? title : undefined}>
      {title ? <Heading css={styles.title}>{title}</Heading> : null}
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

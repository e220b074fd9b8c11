/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { Icon } from '../content/Icon.js';
import { errorOutline } from '../content/tool-icons.js';
import type { ReactNode } from 'react';

const styles = {
  alert: css({
    display: 'flex',
    gap: 12,
    marginTop: 16,
    padding: '12px 16px',
    borderRadius: 8,
    background: '#fdeded',
    color: '#5f2120',
    fontSize: typeScale.small.fontSize,
    lineHeight: 1.5,
  }),
  icon: css({ color: palette.error, flexShrink: 0, marginTop: 2 }),
  title: css({ margin: '0 0 4px', fontWeight: 700, fontSize: typeScale.ui.fontSize }),
};

/** Something went wrong, said at once (role=alert): a light red box with an error icon and an optional bold title. */
export function ErrorAlert({ title, children, className }: { title?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div role="alert" css={styles.alert} className={className}>
      <Icon path={errorOutline} size={24} css={styles.icon} />
      <div>
        {title ? <p css={styles.title}>{title}</p> : null}
        {children}
      </div>
    </div>
  );
}

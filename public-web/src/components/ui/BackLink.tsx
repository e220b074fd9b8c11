/** @jsxImportSource @emotion/react */
import { Link } from 'react-router';
import { css } from '@emotion/react';
import { focusVisibleRing, palette, typeScale } from '@homeward/theme';
import { Icon } from '../content/Icon.js';
import { arrowBack } from '../content/tool-icons.js';
import { paths } from '../../app/paths.js';

const style = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 44,
  fontSize: typeScale.ui.fontSize,
  color: palette.primary,
  textUnderlineOffset: 3,
  ...focusVisibleRing,
});

/** 'Back to home', at the top of each tool. */
export function BackToHome({ className }: { className?: string }) {
  return (
    <Link to={paths.home} css={style} className={className}>
      <Icon path={arrowBack} size={20} />
      Back to home
    </Link>
  );
}

/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';

const pulse = css({
  display: 'block',
  borderRadius: 12,
  background: '#dfe4ea',
  animation: 'hw-pulse 1.6s ease-in-out infinite',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

export interface SkeletonProps {
  height?: number | string;
  width?: number | string;
  radius?: number;
  testId?: string;
  className?: string;
}

/** A grey pulsing block shown while data loads (the pulse stops for people who ask for reduced motion). */
export function Skeleton({ height = 160, width, radius, testId, className }: SkeletonProps) {
  return <span css={pulse} className={className} style={{ height, width, borderRadius: radius }} aria-hidden="true" data-testid={testId} />;
}

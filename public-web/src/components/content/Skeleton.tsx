import { classNames } from '../../lib/class-names.js';

export interface SkeletonProps {
  height?: number | string;
  width?: number | string;
  radius?: number;
  testId?: string;
  className?: string;
}

/** A grey pulsing block shown while data loads (the pulse stops for people who ask for reduced motion). */
export function Skeleton({ height = 160, width, radius, testId, className }: SkeletonProps) {
  return <span className={classNames('hw-skeleton', className)} style={{ height, width, borderRadius: radius }} aria-hidden="true" data-testid={testId} />;
}

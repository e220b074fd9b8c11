/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Skeleton } from '../../../components/content/Skeleton.js';
import { surface } from '../../../components/ui/tool-styles.js';

const styles = {
  card: css([surface, { padding: 24, display: 'flex', flexDirection: 'column', gap: 8 }]),
};

/** A grey card shape while providers load. */
export function ProviderCardSkeleton() {
  return (
    <div aria-hidden="true" data-testid="provider-skeleton" css={styles.card}>
      <Skeleton width="60%" height={28} radius={4} />
      <Skeleton width="40%" height={18} radius={4} />
      <Skeleton width="30%" height={18} radius={4} />
      <Skeleton height={72} radius={8} css={{ marginBlock: 8 }} />
      <Skeleton width="50%" height={18} radius={4} />
      <Skeleton width="45%" height={18} radius={4} />
      <Skeleton height={44} radius={8} css={{ marginTop: 16 }} />
    </div>
  );
}

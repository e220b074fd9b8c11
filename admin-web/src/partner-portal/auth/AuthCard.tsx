import { SignedOutCard } from '../../components/app/SignedOutCard.js';
import { PortalMeta } from '../app/PortalMeta.js';
import type { ReactNode } from 'react';

/** The portal's signed-out pages' frame: the brand, one card, nothing else (as the admin sign-in page). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SignedOutCard brand="Homeward for providers" meta={<PortalMeta title={title} />} maxWidth={480}>
      {children}
    </SignedOutCard>
  );
}

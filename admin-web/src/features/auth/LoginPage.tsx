import { PageMeta } from '../../app/PageMeta.js';
import { paths } from '../../app/paths.js';
import { SignedOutCard } from '../../components/app/SignedOutCard.js';
import { SignInSteps } from './SignInSteps.js';

/** The remote's root path (/domainauth); an admin who is already signed in goes straight to the dashboard. */
export function LoginPage() {
  return (
    <SignedOutCard brand="Homeward" meta={<PageMeta title="Sign in" />} maxWidth={440}>
      <SignInSteps signedInPath={paths.dashboard} />
    </SignedOutCard>
  );
}

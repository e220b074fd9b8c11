/** @jsxImportSource @emotion/react */
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { CLAIM_NEXT_STEPS, type ProviderClaimReceiptDto } from '@homeward/domain';
import { providerProfileQuery } from '../../api/get-provider-profile.js';
import { link, surface, typo } from '../../components/ui/tool-styles.js';
import { toolIntro, ToolPage } from '../../components/ui/ToolPage.js';
import { paths, providerProfilePath } from '../../app/paths.js';
import { ClaimForm } from './ClaimForm.js';
import { checkClaimForm, claimSendProblem, EMPTY_CLAIM_FORM, submitClaim, type ClaimFieldErrors, type ClaimFormValues } from './claim-form.js';

const styles = {
  section: css([surface, { padding: 20, marginTop: 24 }]),
  h2: css([typo.h2, { marginBottom: 12 }]),
  steps: css([typo.body, { margin: 0, paddingLeft: 24, display: 'grid', gap: 8 }]),
  note: css([typo.body, { marginBottom: 16 }]),
};

/** The organisation the link names (?provider=12), read after the first render so it matches the prerendered page. */
function useLinkedProvider(): number | null | undefined {
  const [params] = useSearchParams();
  const raw = params.get('provider');
  const [id, setId] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    const n = Number(raw);
    setId(raw !== null && Number.isInteger(n) && n > 0 ? n : null);
  }, [raw]);
  return id;
}

/** The organisation the link names: undefined while not known yet, null when there is none to claim. */
function useOrganisation(id: number | null | undefined) {
  const profile = useQuery({ ...providerProfileQuery(id ?? 0), enabled: typeof id === 'number' });
  return { profile, missing: id === null || (typeof id === 'number' && profile.data === null) };
}

function Organisation({ id, profile }: { id: number | null | undefined; profile: ReturnType<typeof useOrganisation>['profile'] }) {
  if (id === undefined || (id !== null && profile.isPending)) return <p css={styles.note}>Finding the organisation...</p>;
  if (id === null || profile.data === null) {
    return (
      <p css={styles.note} role={id === null ? undefined : 'alert'}>
        {id === null ? 'First find your organisation ' : 'We could not find that organisation. Find it '}
        <Link to={paths.providerDirectory} css={link}>
          in the provider directory
        </Link>
        , then choose &quot;Is this your organisation?&quot; on its listing.
      </p>
    );
  }
  if (profile.isError)
    return (
      <p css={styles.note} role="alert">
        We could not load the organisation just now. Please try again in a few minutes.
      </p>
    );
  const organisation = profile.data!;
  return (
    <>
      <p css={styles.note}>
        You are claiming the listing of{' '}
        <Link to={providerProfilePath(organisation.id)} css={link}>
          <strong>{organisation.businessName}</strong>
        </Link>{' '}
        ({organisation.suburb} {organisation.state}).
      </p>
      {organisation.listing?.claimed ? (
        <p css={styles.note} data-testid="claim-already-claimed">
          Someone from this organisation already looks after this listing. If you also work there, you can still send this form: we will check with them and
          with you before anything changes.
        </p>
      ) : null}
    </>
  );
}

/**
 * "Is this your organisation?": someone from an organisation in the directory asks to look after its listing. The
 * organisation comes from the link (?provider=12); the form is checked here with the server's own rules first.
 */
export default function ClaimListingPage() {
  const providerId = useLinkedProvider();
  const { profile, missing } = useOrganisation(providerId);
  const [values, setValues] = useState<ClaimFormValues>(EMPTY_CLAIM_FORM);
  const [errors, setErrors] = useState<ClaimFieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<ProviderClaimReceiptDto | null>(null);
  const thanks = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const send = async (): Promise<ClaimFieldErrors> => {
    const found = checkClaimForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setProblem('Please check the fields marked below.');
      return found;
    }
    if (typeof providerId !== 'number') return {};
    setProblem(null);
    setSending(true);
    try {
      setSent(await submitClaim(providerId, values));
      return {};
    } catch (error) {
      const refused = claimSendProblem(error);
      setErrors(refused.fields);
      setProblem(refused.message);
      return refused.fields;
    } finally {
      setSending(false);
    }
  };

  return (
    <ToolPage
      meta={{
        title: 'Is this your organisation? Claim your listing',
        description:
          'Work for a home-care provider listed on Homeward? Claim your listing for free: we check your ABN, call you back within 2 business days, then invite you to keep it up to date.',
        path: paths.claimListing,
      }}
      title="Is this your organisation?"
      intro={
        <p css={toolIntro}>
          If you work for a home-care provider listed on Homeward, you can look after its listing: your contact details, services, areas and prices. It is free.
        </p>
      }
    >
      <section css={styles.section} aria-labelledby="claim-next-heading">
        <h2 id="claim-next-heading" css={styles.h2}>
          What happens after you send this
        </h2>
        <ol css={styles.steps}>
          {CLAIM_NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section css={styles.section} aria-labelledby={sent ? 'claim-thanks-heading' : 'claim-organisation-heading'}>
        {sent ? (
          <div role="status">
            <h2 id="claim-thanks-heading" ref={thanks} tabIndex={-1} css={styles.h2}>
              Thank you: we have your claim
            </h2>
            <p css={styles.note}>
              We have emailed {values.workEmail.trim()} to say we have your claim for {sent.providerName}. We will check the ABN and call you on{' '}
              {values.phone.trim()} within 2 business days.
            </p>
          </div>
        ) : (
          <>
            <h2 id="claim-organisation-heading" css={styles.h2}>
              Your organisation
            </h2>
            <Organisation id={providerId} profile={profile} />
            {missing ? null : <ClaimForm values={values} errors={errors} problem={problem} sending={sending} onChange={setValues} onSubmit={send} />}
          </>
        )}
      </section>
    </ToolPage>
  );
}

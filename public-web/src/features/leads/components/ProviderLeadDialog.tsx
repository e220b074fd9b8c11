/** @jsxImportSource @emotion/react */
import {
  formatAud,
  heldRequestPromise,
  heldRequestReceived,
  holdsRequests,
  newSessionId,
  promiseDay,
  serviceLevelForClassification,
  type LeadPlanInput,
  type ListingProvenance,
  type ProviderLeadReceiptDto,
} from '@homeward/domain';
import { classificationsCall } from '../../../api/catalog.js';
import { useSubmitProviderLead } from '../api/submit-provider-lead.js';
import { useProviderContactBy } from '../api/provider-contact-by.js';
import { typo } from '../../../components/ui/tool-styles.js';
import { LeadFormDialog } from './LeadFormDialog.js';
import { ServiceAreaNote } from './ServiceAreaNote.js';

export const PROVIDER_LEAD_FAILURE = { title: 'Error', description: 'Failed to submit your information. Please try again.' } as const;

export function providerLeadSuccess(businessName: string) {
  return { title: 'Thank you!', description: `${businessName} will contact you soon to discuss your aged care needs.` };
}

/**
 * The thank-you for what the server did with the request: a provider not on Homeward has no inbox, so the team has
 * it, and the family is told exactly by when and how they will hear (the answer's contactBy, in the provider's state).
 */
export function providerLeadThanks(businessName: string, state: string | null | undefined, answer: unknown) {
  const receipt = answer as Partial<ProviderLeadReceiptDto> | null;
  if (!receipt?.held || !receipt.contactBy) return providerLeadSuccess(businessName);
  return { title: 'Thank you!', description: heldRequestReceived(businessName, promiseDay(receipt.contactBy, state)) };
}

/** The calculator plan sent with the lead from a plan quote's row, and that row's figure to tell the person. */
export interface ProviderLeadPlan {
  /** Sent as it is; the server works out the prices itself. */
  input: LeadPlanInput;
  /** The row's dollars a week at this provider (priced services only). */
  weeklyCost: number;
  /** The provider offers and prices every service of the plan. */
  wholePlanPriced: boolean;
}

/**
 * What the person is told will be sent, in plain words: "We'll send your plan (3 services, $412.50 a week at
 * their prices) with your details." A partly priced plan does not claim a price for the whole plan.
 */
export function planSentNote({ input, weeklyCost, wholePlanPriced }: ProviderLeadPlan): string {
  const count = input.selectedServices.length;
  const services = `${count} ${count === 1 ? 'service' : 'services'}`;
  if (wholePlanPriced) return `We'll send your plan (${services}, ${formatAud(weeklyCost)} a week at their prices) with your details.`;
  const note = `We'll send your plan (${services}) with your details.`;
  return weeklyCost > 0 ? `${note} The services they have prices for come to ${formatAud(weeklyCost)} a week.` : note;
}

export interface ProviderLeadDialogProps {
  open: boolean;
  onClose(): void;
  sessionId: string | null;
  /**
   * With the areas it lists, the form warns when the family's postcode is not among them. A listing from the
   * government's list that nobody has claimed (listing) gets the team's promise instead of the provider's.
   */
  provider: {
    id: number;
    businessName: string;
    serviceAreas?: readonly string[];
    state?: string;
    listing?: Pick<ListingProvenance, 'source' | 'claimed'> | null;
  } | null;
  /** From a plan quote's row: the plan goes with the details. The directory and the provider page send none. */
  plan?: ProviderLeadPlan | null;
  /** The language the family looked for (a directory code): the form's language question starts with it. */
  language?: string | null;
}

/** 'Connect with Provider': one dialog for the whole directory, so typed details carry over between providers. */
export function ProviderLeadDialog({ open, onClose, sessionId, provider, plan = null, language = null }: ProviderLeadDialogProps) {
  const mutation = useSubmitProviderLead();
  const businessName = provider?.businessName ?? 'the provider';
  const serviceAreas = provider?.serviceAreas ?? [];
  const held = holdsRequests(provider?.listing);
  // The day is the server's (2 business days, holidays counted); until it is known the rule is said instead.
  const promise = useProviderContactBy(provider?.id ?? null, open && held);
  const day = promise.data?.contactByDay ?? null;
  // A plan from the calculator carries the classification chosen there: the level of support starts with it.
  // Read, not subscribed to: a classification was chosen from the loaded list, and the directory and the
  // provider page (no plan) must not ask for the list at all.
  const classificationId = plan?.input.classificationId;
  const level = classificationId === undefined ? null : (classificationsCall.snapshot().data?.find((c) => c.id === classificationId)?.level ?? null);
  return (
    <LeadFormDialog
      open={open && provider !== null}
      onClose={onClose}
      title={`Connect with ${businessName}`}
      recipient={held ? `the Homeward team and ${businessName}` : businessName}
      intro={
        <>
          {held ? (
            <p css={typo.body} data-testid="held-request-promise">
              {heldRequestPromise(businessName, day)} There is no cost and no obligation. The last questions, on how to reach you, are optional.
            </p>
          ) : (
            <p css={typo.body}>
              Leave your details and {businessName} will call or email you. There is no cost and no obligation. The last questions, on how to reach you, are
              optional.
            </p>
          )}
          {plan && (
            <p css={[typo.body, { marginTop: 12, fontWeight: 600 }]} data-testid="lead-plan-note">
              {planSentNote(plan)}
            </p>
          )}
        </>
      }
      submit={(contact) => {
        if (!provider) return Promise.reject(new Error('No provider chosen'));
        return mutation.mutateAsync({
          ...contact,
          sessionId: sessionId ?? newSessionId(),
          providerId: provider.id,
          providerName: provider.businessName,
          ...(plan ? { plan: plan.input } : {}),
        });
      }}
      success={(answer) => providerLeadThanks(businessName, provider?.state, answer)}
      failure={PROVIDER_LEAD_FAILURE}
      initialServiceLevel={serviceLevelForClassification(level)}
      initialLanguage={language}
      postcodeNote={(postcode) => <ServiceAreaNote businessName={businessName} serviceAreas={serviceAreas} postcode={postcode} />}
    />
  );
}

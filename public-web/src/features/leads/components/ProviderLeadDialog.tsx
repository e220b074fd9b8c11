import { newSessionId } from '@homeward/domain';
import Typography from '@mui/material/Typography';
import { useSubmitProviderLead } from '../api/submit-provider-lead.js';
import { LeadFormDialog } from './LeadFormDialog.js';

export const PROVIDER_LEAD_FAILURE = { title: 'Error', description: 'Failed to submit your information. Please try again.' } as const;

export function providerLeadSuccess(businessName: string) {
  return { title: 'Thank you!', description: `${businessName} will contact you soon to discuss your aged care needs.` };
}

export interface ProviderLeadDialogProps {
  open: boolean;
  onClose(): void;
  sessionId: string | null;
  provider: { id: number; businessName: string } | null;
}

/** 'Connect with Provider': one dialog for the whole directory, so typed details carry over between providers. */
export function ProviderLeadDialog({ open, onClose, sessionId, provider }: ProviderLeadDialogProps) {
  const mutation = useSubmitProviderLead();
  const businessName = provider?.businessName ?? 'the provider';
  return (
    <LeadFormDialog
      open={open && provider !== null}
      onClose={onClose}
      title={`Connect with ${businessName}`}
      recipient={businessName}
      intro={
        <Typography>
          Leave your details and {businessName} will call or email you. There is no cost and no obligation.
          All questions are required.
        </Typography>
      }
      submit={(contact) => {
        if (!provider) return Promise.reject(new Error('No provider chosen'));
        return mutation.mutateAsync({
          ...contact,
          sessionId: sessionId ?? newSessionId(),
          providerId: provider.id,
          providerName: provider.businessName,
        });
      }}
      success={providerLeadSuccess(businessName)}
      failure={PROVIDER_LEAD_FAILURE}
    />
  );
}

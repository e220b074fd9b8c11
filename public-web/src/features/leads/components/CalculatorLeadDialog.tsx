/** @jsxImportSource @emotion/react */
import { newSessionId, leadSelectedServices, serviceLevelForClassification, type ServiceHours } from '@homeward/domain';
import { useSubmitCalculatorLead } from '../api/submit-calculator-lead.js';
import { typo } from '../../../components/ui/tool-styles.js';
import { LeadFormDialog } from './LeadFormDialog.js';

export const CALCULATOR_LEAD_TOASTS = {
  success: { title: 'Thank you for your interest!', description: 'A provider will contact you soon to discuss your aged care needs.' },
  failure: { title: 'Submission failed', description: 'Please try again later.' },
} as const;

export interface CalculatorLeadDialogProps {
  open: boolean;
  onClose(): void;
  sessionId: string | null;
  selection: ServiceHours;
  services: ReadonlyArray<{ id: number; name: string }>;
  totals: { totalWeeklyCost: number; totalQuarterlyCost: number };
  /** The classification chosen in the calculator (1-8): the level of support starts with it. */
  classificationLevel?: number | null;
}

/** 'Have a Provider Contact Me': the lead carries the chosen services (with names) and the totals. */
export function CalculatorLeadDialog({ open, onClose, sessionId, selection, services, totals, classificationLevel = null }: CalculatorLeadDialogProps) {
  const mutation = useSubmitCalculatorLead();
  return (
    <LeadFormDialog
      open={open}
      onClose={onClose}
      title="Have a provider contact me"
      recipient="a Support at Home provider near you"
      intro={
        <p css={typo.body}>
          Leave your details and a provider will call or email you about the services you chose. There is no cost and no obligation. The last questions, on how
          to reach you, are optional.
        </p>
      }
      submit={(contact) =>
        mutation.mutateAsync({
          ...contact,
          sessionId: sessionId ?? newSessionId(),
          selectedServices: leadSelectedServices(selection, services),
          totalWeeklyCost: totals.totalWeeklyCost,
          totalQuarterlyCost: totals.totalQuarterlyCost,
        })
      }
      success={CALCULATOR_LEAD_TOASTS.success}
      failure={CALCULATOR_LEAD_TOASTS.failure}
      initialServiceLevel={serviceLevelForClassification(classificationLevel)}
    />
  );
}

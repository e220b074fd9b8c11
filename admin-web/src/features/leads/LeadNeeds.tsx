import { Box, Typography } from '@mui/material';
import { leadContactPersonText, leadLanguageText, leadNeedRows, type LeadNeeds } from '@homeward/domain';

/** The needs as label/value rows for a lead's details (DetailList): always the three rows, "Not given" when empty. */
export function leadNeedItems(lead: Partial<LeadNeeds>): [string, string][] {
  return leadNeedRows({
    language: lead.language ?? null,
    needsInterpreter: lead.needsInterpreter ?? null,
    contactName: lead.contactName ?? null,
    contactRelationship: lead.contactRelationship ?? null,
    contactPhone: lead.contactPhone ?? null,
    bestTimeToCall: lead.bestTimeToCall ?? null,
  });
}

/**
 * The needs a family gave, short, under their contact details in a table: only what was given, the language
 * first and in bold (it decides who should call). Nothing for a lead without any.
 */
export function LeadNeedsLines({ lead }: { lead: Partial<LeadNeeds> }) {
  const needs = {
    language: lead.language ?? null,
    needsInterpreter: lead.needsInterpreter ?? null,
    contactName: lead.contactName ?? null,
    contactRelationship: lead.contactRelationship ?? null,
    contactPhone: lead.contactPhone ?? null,
  };
  const language = leadLanguageText(needs);
  const person = leadContactPersonText(needs);
  const time = lead.bestTimeToCall ?? null;
  if (!language && !person && !time) return null;
  return (
    <Box sx={{ display: 'grid', gap: 0.25, mt: 0.5 }} data-testid="lead-needs">
      {language ? (
        <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
          Language: {language}
        </Typography>
      ) : null}
      {person ? (
        <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Call: {person}
        </Typography>
      ) : null}
      {time ? (
        <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Good time: {time}
        </Typography>
      ) : null}
    </Box>
  );
}

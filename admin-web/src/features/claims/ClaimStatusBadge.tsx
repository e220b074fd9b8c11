import { Chip } from '@mui/material';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import DoNotDisturbAltIcon from '@mui/icons-material/DoNotDisturbAlt';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import type { ClaimStatus } from '@homeward/domain';
import { CLAIM_STATUS_LABELS } from './claim-words.js';

/** Colour, fill and icon all differ per status, so colour is never the only cue. */
const STYLES = {
  pending: { color: 'primary', variant: 'filled', icon: <HourglassEmptyIcon /> },
  approved: { color: 'success', variant: 'outlined', icon: <TaskAltIcon /> },
  declined: { color: 'default', variant: 'outlined', icon: <DoNotDisturbAltIcon /> },
} as const;

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const style = STYLES[status];
  return <Chip size="small" label={CLAIM_STATUS_LABELS[status]} color={style.color} variant={style.variant} icon={style.icon} sx={{ fontWeight: 700 }} />;
}

/** The organisation was already claimed when this claim came: the team settles it. */
export function DisputeBadge() {
  return <Chip size="small" label="Dispute" color="warning" variant="outlined" icon={<ReportProblemOutlinedIcon />} sx={{ fontWeight: 700 }} />;
}

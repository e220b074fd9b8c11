import { Chip } from '@mui/material';
import FiberNewOutlinedIcon from '@mui/icons-material/FiberNewOutlined';
import PhoneInTalkOutlinedIcon from '@mui/icons-material/PhoneInTalkOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import { statusLabel } from '../../lib/format.js';

/** Distinct badge per status: colour, fill and icon all differ, so colour is never the only cue. */
const STYLES = {
  new: { color: 'primary', variant: 'filled', icon: <FiberNewOutlinedIcon /> },
  contacted: { color: 'warning', variant: 'outlined', icon: <PhoneInTalkOutlinedIcon /> },
  closed: { color: 'success', variant: 'outlined', icon: <TaskAltIcon /> },
} as const;

export function LeadStatusBadge({ status }: { status: string | null | undefined }) {
  const style = status && status in STYLES ? STYLES[status as keyof typeof STYLES] : undefined;
  return (
    <Chip
      size="small"
      label={statusLabel(status)}
      color={style?.color ?? 'default'}
      variant={style?.variant ?? 'outlined'}
      icon={style?.icon ?? <HelpOutlinedIcon />}
      data-status={status ?? ''}
      sx={{ fontWeight: 700 }}
    />
  );
}

import { Chip, TableCell, TableRow, Typography, type SxProps, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { moderationSubject, moderationValue, type ModerationRequestDto } from '@homeward/domain';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { formatAuDateTime } from '../../lib/format.js';
import { PageState } from '../app/PageState.js';
import { PortalPageHeading } from '../app/PortalPageHeading.js';
import { PORTAL_QUERY_KEYS, usePortalData } from '../app/use-portal.js';
import { OutlinedTable } from '../../components/ui/ColumnHeads.js';

const STATUS_LABELS: Record<ModerationRequestDto['status'], string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Not approved',
  superseded: 'Replaced by a later change',
};

/** Words may break anywhere to fit; an amount never does ("$97.5" above "0" reads as another price). */
const valueCell = (c: ModerationRequestDto): SxProps<Theme> => (c.field === 'price' ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere', maxWidth: 280 });

/** /partners/changes: the provider's requests to change its name, website or description, and what Homeward decided. */
export function ChangesPage() {
  const data = usePortalData();
  const changes = useQuery({ queryKey: PORTAL_QUERY_KEYS.changes, queryFn: () => data.getChanges() });
  if (!changes.data) return <PageState isPending={changes.isPending} error={changes.error} />;
  return (
    <>
      <PortalPageHeading title="My pending changes">
        Homeward checks a new business name, website or description before families see it, and also a price you confirmed that looked unusual and a service
        area outside your state. If we do not approve a change, the reason is here.
      </PortalPageHeading>
      {changes.data.length === 0 ? (
        <EmptyState title="No changes waiting" description="Changes that Homeward checks appear here until they are decided." />
      ) : (
        <OutlinedTable label="Your requested changes" columns={['Asked on', 'What', 'Before', 'After', 'Decision']} scrollable>
          {changes.data.map((c) => (
            <TableRow key={c.id}>
              <TableCell>{formatAuDateTime(c.requestedAt)}</TableCell>
              <TableCell component="th" scope="row">
                {moderationSubject(c)}
              </TableCell>
              <TableCell sx={valueCell(c)}>{moderationValue(c, c.before) ?? '-'}</TableCell>
              <TableCell sx={valueCell(c)}>{moderationValue(c, c.after) ?? '-'}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={STATUS_LABELS[c.status]}
                  variant="outlined"
                  color={c.status === 'rejected' ? 'error' : c.status === 'approved' ? 'success' : 'default'}
                  sx={{ fontWeight: 700 }}
                />
                {c.status === 'rejected' && c.reason ? (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    Reason: {c.reason}
                  </Typography>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </OutlinedTable>
      )}
    </>
  );
}

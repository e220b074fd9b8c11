import { Box, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import type { AuditEventDto } from '@homeward/domain';
import { RESOURCES } from '../../lib/data-provider.js';
import { formatAuDateTime } from '../../lib/format.js';
import { ACTION_LABELS, describeActor } from './audit-format.js';
import { ChangesCell } from './AuditPanel.js';

/** A provider's own history on its edit view: the last 20 entries of the audit trail. */
export function ProviderHistory({ providerId }: { providerId: number }) {
  const { data, isPending, error } = useGetList<AuditEventDto>(RESOURCES.audit, {
    filter: { entity: 'provider', entityId: providerId },
    sort: { field: 'id', order: 'DESC' },
    pagination: { page: 1, perPage: 20 },
  });
  return (
    <Box component="section" aria-labelledby="provider-history-title" sx={{ px: 3, pb: 3 }}>
      <Typography id="provider-history-title" component="h3" variant="h6" sx={{ mb: 1 }}>
        Change history
      </Typography>
      {isPending ? (
        <Typography>Loading...</Typography>
      ) : error ? (
        <Typography role="alert">The history could not be loaded.</Typography>
      ) : !data || data.length === 0 ? (
        <Typography>No changes recorded yet.</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {data.map((event) => (
            <Box component="li" key={event.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {ACTION_LABELS[event.action] ?? event.action} · {formatAuDateTime(event.at)} · {describeActor(event)}
              </Typography>
              <ChangesCell event={event} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

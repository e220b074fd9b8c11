import { Button } from '@mui/material';
import { Link as RouterLink, useMatch, useNavigate } from 'react-router-dom';
import { DataTable } from 'react-admin';
import { INLINE_BULK_TOOLBAR } from '../../components/ui/bulk-toolbar.js';
import { responsiveTableSx } from '../../components/ui/responsive-table.js';
import { EraseLeadsBulkButton } from './EraseLeads.js';
import { LeadList, type LeadListProps } from './LeadList.js';
import { LeadDialog } from './LeadDialog.js';
import type { ReactNode } from 'react';

export interface LeadsPanelProps<T> extends LeadListProps {
  /** Below this breakpoint the table folds its wide-only columns into the others. */
  foldBelow: Parameters<typeof responsiveTableSx>[0];
  /** The panel's own URL, where closing a lead goes back to. */
  listPath: string;
  /** The URL of one lead: the table's Open button links to it and the lead's dialog opens on it. */
  leadPath: (id: number | string) => string;
  dialogTitle: string;
  /** The read-only facts of a lead, above the status and notes the dialog edits. */
  details: (lead: T) => ReactNode;
  /** The kind's own columns; the Open button column follows them. */
  children: ReactNode;
}

/**
 * Both lead tabs (calculator and provider leads) in one frame: the filtered table with bulk erase, an Open
 * button on every row, and the lead's dialog while the URL names a lead.
 */
export function LeadsPanel<T extends { id: number; name: string }>({
  foldBelow,
  listPath,
  leadPath,
  dialogTitle,
  details,
  children,
  ...list
}: LeadsPanelProps<T>) {
  const navigate = useNavigate();
  const open = useMatch(leadPath(':id'));
  return (
    <>
      <LeadList {...list}>
        <DataTable<T>
          rowClick={false}
          bulkActionButtons={<EraseLeadsBulkButton resource={list.resource} storeKey={list.storeKey} />}
          sx={[responsiveTableSx(foldBelow), INLINE_BULK_TOOLBAR]}
        >
          {children}
          <DataTable.Col<T>
            label="Actions"
            disableSort
            render={(l) => (
              <Button component={RouterLink} to={leadPath(l.id)} size="small" variant="outlined" aria-label={`Open lead from ${l.name}`}>
                Open
              </Button>
            )}
          />
        </DataTable>
      </LeadList>
      {open?.params.id ? (
        <LeadDialog<T>
          key={open.params.id}
          resource={list.resource}
          id={open.params.id}
          title={dialogTitle}
          details={details}
          onClose={() => navigate(listPath)}
        />
      ) : null}
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { australianDate, COMMISSION_NAME, formatFactDate, NOTICE_KINDS, NOTICE_LIMITS, type AdminNoticeDto } from '@homeward/domain';
import { LoadingState } from '../../components/ui/LoadingState.js';
import { boundText } from '../../components/ui/field-feedback.js';
import { useToast } from '../../lib/toasts.js';
import { messageOf } from '../../partner-portal/lib/partner-api.js';
import { draftInput, draftProblems, EMPTY_DRAFT, problemsFromApi, type DraftProblems, type NoticeDraft } from './notice-form.js';
import type { HomewardDataProvider } from '../../lib/data-provider.js';

export const NOTICE_TOASTS = {
  added: { title: 'Notice recorded', description: 'The directory and the provider page show it now.' },
  ended: { title: 'Notice marked as ended' },
  reopened: { title: 'Notice marked as in force again' },
  checked: { title: 'Check recorded', description: 'The provider page can now say when we last checked.' },
  failed: { title: 'Error', description: 'That did not work. Please try again.', variant: 'destructive' as const },
};

const noticesKey = (providerId: number) => ['admin', 'provider-notices', providerId] as const;

function AddNoticeForm({ providerId }: { providerId: number }) {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [draft, setDraft] = useState<NoticeDraft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<DraftProblems>({});
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({ mutationFn: () => dataProvider.createNotice(providerId, draftInput(draft)) });
  const field = (key: keyof NoticeDraft) => boundText(draft[key], (value) => setDraft((d) => ({ ...d, [key]: value })), problems[key]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setProblem(null);
    const found = draftProblems(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await create.mutateAsync();
      setDraft(EMPTY_DRAFT);
      toast(NOTICE_TOASTS.added);
      await queryClient.invalidateQueries({ queryKey: noticesKey(providerId) });
    } catch (error) {
      // Keep what was typed; say what is wrong beside the field, or above the form.
      const body = (error as { body?: unknown }).body;
      const byField = problemsFromApi(body);
      if (byField) setProblems(byField);
      else setProblem(messageOf(body, 'The notice could not be saved. Try again.'));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Record a notice"
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {problem ? (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {problem}
        </Alert>
      ) : null}
      <TextField id={`notice-kind-${providerId}`} select size="small" label="Kind of notice" required {...field('kind')}>
        {NOTICE_KINDS.map((k) => (
          <MenuItem key={k.code} value={k.code}>
            {k.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={`notice-issued-${providerId}`}
        size="small"
        type="date"
        label="Issued on"
        required
        slotProps={{ inputLabel: { shrink: true } }}
        {...field('issuedOn')}
      />
      <TextField
        id={`notice-summary-${providerId}`}
        size="small"
        label="Summary in plain words"
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: NOTICE_LIMITS.summaryMax } }}
        sx={{ gridColumn: '1 / -1' }}
        {...field('summary')}
      />
      <TextField id={`notice-link-${providerId}`} size="small" label="Link to the notice" required sx={{ gridColumn: '1 / -1' }} {...field('link')} />
      <TextField
        id={`notice-ended-${providerId}`}
        size="small"
        type="date"
        label="Ended on (leave empty if still in force)"
        slotProps={{ inputLabel: { shrink: true } }}
        {...field('endedOn')}
      />
      <Box sx={{ display: 'flex', alignItems: 'start' }}>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Record notice'}
        </Button>
      </Box>
    </Box>
  );
}

function NoticeItem({ notice, onSetEnded }: { notice: AdminNoticeDto; onSetEnded: (endedOn: string | null) => void }) {
  const current = notice.endedOn === null;
  return (
    <Box component="li" data-testid="admin-notice" sx={{ display: 'grid', gap: 0.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700 }}>{notice.kindLabel}</Typography>
        <Chip
          size="small"
          variant="outlined"
          color={current ? 'warning' : 'default'}
          label={current ? 'In force' : `Ended ${formatFactDate(notice.endedOn!)}`}
        />
      </Box>
      <Typography variant="body2">Issued {formatFactDate(notice.issuedOn)}</Typography>
      <Typography variant="body2">{notice.summary}</Typography>
      <Link href={notice.link} target="_blank" rel="noopener noreferrer" variant="body2">
        The Commission&apos;s notice (opens in a new tab)
      </Link>
      <Typography variant="body2" color="text.secondary">
        Recorded by {notice.recordedByEmail ?? 'a former admin'}
      </Typography>
      <Box>
        <Button size="small" onClick={() => onSetEnded(current ? australianDate(new Date()) : null)}>
          {current ? 'Mark as ended today' : 'Mark as in force again'}
        </Button>
      </Box>
    </Box>
  );
}

/** In the provider's edit dialog: the regulator's notices against it, the team's last check, and recording a new one. */
export function NoticesSection({ providerId }: { providerId: number }) {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const notices = useQuery({ queryKey: noticesKey(providerId), queryFn: () => dataProvider.getProviderNotices(providerId) });
  const act = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticesKey(providerId) }),
  });
  const run = (action: () => Promise<unknown>, done: (typeof NOTICE_TOASTS)[keyof typeof NOTICE_TOASTS]) =>
    act.mutateAsync(action).then(
      () => toast(done),
      () => toast(NOTICE_TOASTS.failed),
    );
  const data = notices.data;

  return (
    <Box component="section" aria-labelledby={`provider-notices-${providerId}`} sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={`provider-notices-${providerId}`} component="h3" variant="h4" sx={{ mb: 1 }}>
        Notices from the regulator
      </Typography>
      {notices.isPending ? <LoadingState text="Loading notices..." minHeight={80} /> : null}
      {notices.isError ? <Alert severity="error">The notices could not be loaded.</Alert> : null}
      {data ? (
        <>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
            <Typography data-testid="notices-checked">
              {data.noticesCheckedOn
                ? `Last checked ${formatFactDate(data.noticesCheckedOn)}${data.noticesCheckedByEmail ? ` by ${data.noticesCheckedByEmail}` : ''}.`
                : 'Not checked yet. The public page cannot say "no current notices" until someone checks.'}
            </Typography>
            <Button
              variant="outlined"
              size="small"
              disabled={act.isPending}
              onClick={() => run(() => dataProvider.markNoticesChecked(providerId), NOTICE_TOASTS.checked)}
            >
              I checked the Commission today
            </Button>
          </Box>
          <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
            {data.notices.length === 0 ? <Typography component="li">No notices recorded.</Typography> : null}
            {data.notices.map((n) => (
              <NoticeItem
                key={n.id}
                notice={n}
                onSetEnded={(endedOn) => run(() => dataProvider.updateNotice(n.id, { endedOn }), endedOn ? NOTICE_TOASTS.ended : NOTICE_TOASTS.reopened)}
              />
            ))}
          </Stack>
          <Typography component="h4" variant="h5" sx={{ mb: 1 }}>
            Record a notice
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Copy each notice from the {COMMISSION_NAME} website (agedcarequality.gov.au), with the link to its page.
          </Typography>
          <AddNoticeForm providerId={providerId} />
        </>
      ) : null}
    </Box>
  );
}

import { australianDate, noticeErrors, type NoticeInput, type NoticeKind } from '@homeward/domain';

/** What the add form holds while the admin types (all text, so nothing typed is lost on an error). */
export interface NoticeDraft {
  kind: NoticeKind | '';
  issuedOn: string;
  summary: string;
  link: string;
  endedOn: string;
}

export const EMPTY_DRAFT: NoticeDraft = { kind: '', issuedOn: '', summary: '', link: '', endedOn: '' };

export type DraftProblems = Partial<Record<keyof NoticeDraft, string>>;

/** Plain words for the form, one per field (the API's rules: libs/domain noticeErrors). */
const WORDS: Record<keyof NoticeDraft, string> = {
  kind: 'Choose the kind of notice',
  issuedOn: 'Enter the date the Commission issued it (not in the future)',
  summary: 'Enter a short summary in plain words (up to 500 characters)',
  link: 'Paste the link to the notice on agedcarequality.gov.au (starting https://)',
  endedOn: 'Enter the date it ended, on or after the issue date and not in the future, or leave it empty',
};

export function draftInput(draft: NoticeDraft): NoticeInput {
  return {
    kind: draft.kind as NoticeKind,
    issuedOn: draft.issuedOn,
    summary: draft.summary.trim(),
    link: draft.link.trim(),
    endedOn: draft.endedOn ? draft.endedOn : null,
  };
}

/** The problems of a draft on `today` (Australian date), before it is sent; empty when it can be sent. */
export function draftProblems(draft: NoticeDraft, today: string = australianDate(new Date())): DraftProblems {
  const errors = noticeErrors(draftInput(draft), today);
  return Object.fromEntries(Object.keys(errors).map((field) => [field, WORDS[field as keyof NoticeDraft]])) as DraftProblems;
}

/** The API's 400 body ({ fields: { kind: 'kind must be ...' } }) as the form's problems; null when it names no field. */
export function problemsFromApi(body: unknown): DraftProblems | null {
  const fields = (body as { fields?: Record<string, unknown> } | null)?.fields;
  if (!fields || typeof fields !== 'object') return null;
  const out: DraftProblems = {};
  for (const key of Object.keys(fields)) if (key in WORDS) out[key as keyof NoticeDraft] = WORDS[key as keyof NoticeDraft];
  return Object.keys(out).length > 0 ? out : null;
}

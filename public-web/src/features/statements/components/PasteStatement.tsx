/** @jsxImportSource @emotion/react */
import { useState } from 'react';
import { centsToAmount, formatAud, type PasteProblem, type StatementItem } from '@homeward/domain';
import { Button } from '../../../components/ui/Button.js';
import { TextAreaField } from '../../../components/ui/fields.js';
import { typo } from '../../../components/ui/tool-styles.js';
import { loadPasteReader } from '../lazy-statement-parts.js';

export interface PasteStatementProps {
  serviceNames: readonly string[];
  /** Every row read, in order; and the statement's own total when it has a "Total" row. */
  onLines(lines: StatementItem[], statedTotalCents: number | null): void;
}

/**
 * Paste a table copied from a spreadsheet or a PDF. Every row becomes a line below, so none is left out of the
 * check: a row that cannot be read as a service is kept as a line to ask about, and named here with the reason.
 */
export function PasteStatement({ serviceNames, onLines }: PasteStatementProps) {
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<PasteProblem[] | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  // The reader loads on the first press (its own chunk); the text stays in the box until it has been read.
  const read = () =>
    loadPasteReader().then(
      ({ parsePastedStatement }) => {
        const pasted = parsePastedStatement(text, serviceNames);
        onLines(pasted.lines, pasted.statedTotalCents);
        setAdded(pasted.lines.length);
        setProblems(pasted.problems);
        setTotal(pasted.statedTotalCents);
        setFailed(false);
        // Every row is now a line below (the rows not understood too), so the box is cleared.
        setText('');
      },
      () => setFailed(true),
    );
  return (
    <div css={{ display: 'grid', gap: 12 }}>
      <TextAreaField
        id="statement-paste"
        label="Paste your statement"
        help="Copy the table from your statement (a spreadsheet or PDF) and paste it here. A first row with column names helps: date, service, time, quantity, price, amount, contribution."
        value={text}
        onChange={setText}
        rows={6}
        spellCheck={false}
        boxStyle={{ fontFamily: 'monospace', padding: 12, resize: 'vertical' }}
      />
      <Button variant="outlined" onClick={read} disabled={text.trim() === ''} css={{ justifySelf: 'start' }}>
        Add these lines
      </Button>
      <div role="status">
        {failed ? (
          <p css={typo.body}>We could not read your statement just now. Check your internet connection and press &quot;Add these lines&quot; again.</p>
        ) : null}
        {added !== null ? <p css={typo.body}>{`We added ${added} ${added === 1 ? 'line' : 'lines'} below.`}</p> : null}
        {total !== null ? <p css={typo.body}>{`Your statement's total is ${formatAud(centsToAmount(total))}. We check that the lines add up to it.`}</p> : null}
        {problems && problems.length > 0 ? (
          <div>
            <p css={[typo.body, { fontWeight: 600 }]}>
              {`We could not read ${problems.length} ${problems.length === 1 ? 'row' : 'rows'} as a service. We kept ${problems.length === 1 ? 'it' : 'them'} below as ${problems.length === 1 ? 'a line' : 'lines'} to ask your provider about. You can fix ${problems.length === 1 ? 'it' : 'them'} there:`}
            </p>
            <ul css={{ margin: '8px 0 0', paddingLeft: 24 }}>
              {problems.map((p) => (
                <li key={p.row} css={typo.body}>
                  {`Row ${p.row}: ${p.reason} `}
                  <code css={{ wordBreak: 'break-word' }}>{p.text}</code>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}

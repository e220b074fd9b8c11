/** @jsxImportSource @emotion/react */
import { useState } from 'react';
import { parsePastedStatement, type PasteProblem, type StatementLine } from '@homeward/domain';
import { Button } from '../../../components/ui/Button.js';
import { TextAreaField } from '../../../components/ui/fields.js';
import { typo } from '../../../components/ui/tool-styles.js';

export interface PasteStatementProps {
  serviceNames: readonly string[];
  onLines(lines: StatementLine[]): void;
}

/**
 * Paste a table copied from a spreadsheet or a PDF. Rows that cannot be read are shown back with the reason,
 * and stay in the box so they can be fixed and added again.
 */
export function PasteStatement({ serviceNames, onLines }: PasteStatementProps) {
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<PasteProblem[] | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const read = () => {
    const pasted = parsePastedStatement(text, serviceNames);
    onLines(pasted.lines);
    setAdded(pasted.lines.length);
    setProblems(pasted.problems);
    // What was read is now in the lines below; only the rows not understood stay, to fix and add again.
    setText(pasted.problems.map((p) => p.text).join('\n'));
  };
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
        {added !== null ? <p css={typo.body}>{`We added ${added} ${added === 1 ? 'line' : 'lines'} below.`}</p> : null}
        {problems && problems.length > 0 ? (
          <div>
            <p
              css={[typo.body, { fontWeight: 600 }]}
            >{`We could not read ${problems.length} ${problems.length === 1 ? 'row' : 'rows'}. They are still in the box to fix:`}</p>
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

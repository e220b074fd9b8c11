/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { unitWords, type ServiceDto } from '@homeward/domain';
import { Button } from '../../../components/ui/Button.js';
import { SelectField, TextField, fieldStyles } from '../../../components/ui/fields.js';
import { MoneyField, TimeBandSelect } from '../../../components/ui/price-fields.js';
import { columnGrid, lines as edges, mq, typo } from '../../../components/ui/tool-styles.js';
import { newChargeLine, newLine, withDate, type LineDraft, type LineErrors } from '../statement-draft.js';

export interface StatementLinesProps {
  lines: LineDraft[];
  errors: ReadonlyMap<string, LineErrors>;
  services: readonly ServiceDto[];
  onChange(lines: LineDraft[]): void;
}

const styles = {
  list: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }),
  // On a phone a line is not a card inside the panel: a rule above it instead. The two frames and their padding
  // took 80 px of a 390 px screen, and at 200% text the time menu needs them to show "Weekday daytime".
  line: css({
    paddingTop: 16,
    borderTop: `2px solid ${edges.divider}`,
    [mq.sm]: { padding: 16, background: palette.paper, border: `2px solid ${edges.divider}`, borderRadius: 8 },
  }),
  grid: css(columnGrid({ gap: 12, sm: 2, md: 4 })),
  // Three of four columns at 1280 px, so the date sits beside it and the time menu below gets two.
  wide: css({ [mq.sm]: { gridColumn: 'span 2' }, [mq.md]: { gridColumn: 'span 3' } }),
  // "Weekday daytime" and "Public holiday" need two columns' width at 1280 px, or the menu cuts them off.
  time: css({ [mq.md]: { gridColumn: 'span 2' } }),
  note: css([typo.body, { marginBottom: 12 }]),
  head: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 8 }),
};

/** The statement's lines, typed one by one; a new line starts from the one before it. */
export function StatementLines({ lines, errors, services, onChange }: StatementLinesProps) {
  const update = (index: number, line: LineDraft) => onChange(lines.map((l, i) => (i === index ? line : l)));
  const unitOf = (name: string) => unitWords(services.find((s) => s.name === name)?.unit);
  return (
    <div>
      {lines.length === 0 ? <p css={typo.body}>No lines yet. Add a line, or paste your statement above.</p> : null}
      <ol css={styles.list} aria-label="Statement lines">
        {lines.map((line, i) => {
          const e = errors.get(line.key) ?? {};
          const id = (name: string) => `${line.key}-${name}`;
          // A typed field of this line: its text, its error, and an edit that replaces the line in the list.
          const bound = (field: Exclude<keyof LineErrors, 'date'>) => ({
            value: line[field],
            onChange: (v: string) => update(i, { ...line, [field]: v }),
            error: e[field],
          });
          return (
            <li key={line.key} css={styles.line}>
              <fieldset css={fieldStyles.fieldset}>
                <div css={styles.head}>
                  <legend css={[typo.h4, { float: 'left', padding: 0 }]}>{`Line ${i + 1}`}</legend>
                  <Button variant="text" onClick={() => onChange(lines.filter((l) => l.key !== line.key))} aria-label={`Remove line ${i + 1}`}>
                    Remove
                  </Button>
                </div>
                {line.kind === 'charge' ? (
                  <div css={{ clear: 'both' }}>
                    <p css={styles.note}>
                      {line.note
                        ? `We could not read this row as a service. ${line.note} It stays on your statement, and we will say what we can about it.`
                        : 'Care management, a fee, or anything else on your statement that is not a service.'}
                    </p>
                    <div css={styles.grid}>
                      <TextField id={id('description')} label="What the line says" {...bound('description')} css={styles.wide} />
                      <TextField
                        id={id('date')}
                        label="Date (optional)"
                        type="date"
                        value={line.date}
                        onChange={(date) => update(i, { ...line, date })}
                        error={e.date}
                      />
                      <MoneyField id={id('amount')} label="Amount charged" hint="Blank if it has none." {...bound('amount')} />
                      <MoneyField id={id('contribution')} label="Your contribution" hint="Blank: none." {...bound('contribution')} />
                    </div>
                  </div>
                ) : (
                  <div css={[styles.grid, { clear: 'both' }]}>
                    <TextField id={id('date')} label="Date" type="date" value={line.date} onChange={(v) => update(i, withDate(line, v))} error={e.date} />
                    {/* A long name is cut short in a closed menu on a phone at large text, so the choice is also said under it. */}
                    <SelectField
                      id={id('service')}
                      label="Service"
                      hint={line.serviceName ? <strong>{line.serviceName}</strong> : undefined}
                      {...bound('serviceName')}
                      css={styles.wide}
                      empty="Choose one"
                      options={services.map((s) => ({ code: s.name, label: s.name }))}
                    />
                    <div css={styles.time}>
                      <TimeBandSelect id={id('time')} label="Time" value={line.timeBand} onChange={(timeBand) => update(i, { ...line, timeBand })} />
                    </div>
                    <TextField id={id('quantity')} label={`How many ${unitOf(line.serviceName).plural}`} inputMode="decimal" {...bound('quantity')} />
                    <MoneyField id={id('price')} label={`Price for one ${unitOf(line.serviceName).singular}`} {...bound('unitPrice')} />
                    <MoneyField id={id('amount')} label="Amount charged" hint="Blank: how many x price." {...bound('amount')} />
                    <MoneyField id={id('contribution')} label="Your contribution" hint="Blank: none." {...bound('contribution')} />
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 16 }}>
        <Button variant="outlined" onClick={() => onChange([...lines, newLine(lines.findLast((l) => l.kind === 'service'))])}>
          Add a line
        </Button>
        <Button variant="outlined" onClick={() => onChange([...lines, newChargeLine(lines[lines.length - 1])])}>
          Add a fee or other charge
        </Button>
      </div>
    </div>
  );
}

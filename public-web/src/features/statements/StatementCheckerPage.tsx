/** @jsxImportSource @emotion/react */
import { Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { parseMoneyCents, toCents, type ServiceCategory, type StatementCheckResult, type StatementItem } from '@homeward/domain';
import { Button } from '../../components/ui/Button.js';
import { MoneyField } from '../../components/ui/price-fields.js';
import { CheckboxField } from '../../components/ui/CheckboxField.js';
import { lines, link, mq, typo } from '../../components/ui/tool-styles.js';
import { toolIntro, ToolPage } from '../../components/ui/ToolPage.js';
import { paths } from '../../app/paths.js';
import { useClassificationsQuery, useServicesQuery } from '../../api/catalog.js';
import { publishedPricesOf, useStatementProvider } from './api/provider-prices.js';
import { PasteStatement } from './components/PasteStatement.js';
import { StatementLines } from './components/StatementLines.js';
import { WhoIsItFor } from './components/WhoIsItFor.js';
import { loadCheck, ProviderLetter, StatementResult } from './lazy-statement-parts.js';
import { lineDraftFrom, readLine, readPerson, type LineErrors, type PersonErrors } from './statement-draft.js';
import { useStatementDraft } from './use-statement-draft.js';

const styles = {
  // A framed panel from 600 px; on a phone a rule above it instead, so the menus get the frame's 44 px
  // (at 200% text a closed menu needs the width to show its choice).
  section: css({
    marginTop: 24,
    paddingTop: 20,
    borderTop: `2px solid ${lines.divider}`,
    [mq.sm]: { padding: 20, background: palette.paper, border: `2px solid ${lines.divider}`, borderRadius: 8 },
  }),
  h2: css([typo.h2, { marginBottom: 16 }]),
};

interface Checked {
  result: StatementCheckResult;
  lines: StatementItem[];
}

const STATED_TOTAL_MESSAGE = 'Enter the total on your statement, like 967.00, or leave it blank.';

/**
 * "Is my statement right?": the person's monthly statement checked line by line in this browser. Only the
 * catalogue and the chosen provider's public profile are read from the server; the statement is never sent.
 */
export default function StatementCheckerPage() {
  const { draft, setDraft, keep, setKeep, deleteEverything } = useStatementDraft();
  const services = useServicesQuery();
  const classifications = useClassificationsQuery();
  const provider = useStatementProvider(draft.person.providerId);
  const publishedPrices = useMemo(() => publishedPricesOf(provider.data), [provider.data]);
  const [personErrors, setPersonErrors] = useState<PersonErrors>({});
  const [lineErrors, setLineErrors] = useState<ReadonlyMap<string, LineErrors>>(new Map());
  const [totalError, setTotalError] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [letter, setLetter] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const serviceList = services.data ?? [];

  // From a provider's page (?provider=12): that provider is chosen, unless the person already chose one.
  const [searchParams] = useSearchParams();
  const linkedProvider = Number(searchParams.get('provider'));
  const { person } = draft;
  useEffect(() => {
    if (Number.isInteger(linkedProvider) && linkedProvider > 0 && person.providerId === null) {
      setDraft((d) => ({ ...d, person: { ...d.person, providerId: linkedProvider } }));
    }
    // Only a new link chooses a provider; the person's own choice afterwards stands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkedProvider]);
  useEffect(() => {
    if (provider.data && person.providerId === provider.data.id && person.providerName !== provider.data.businessName) {
      setDraft((d) => ({ ...d, person: { ...d.person, providerName: provider.data?.businessName ?? '' } }));
    }
  }, [provider.data, person.providerId, person.providerName, setDraft]);

  // Each new result takes the focus to its heading, once it is on the page (the check loads first).
  useEffect(() => {
    if (checked) resultHeading.current?.focus();
  }, [checked]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const person = readPerson(draft.person);
    const read = draft.lines.map((l) => ({ key: l.key, reading: readLine(l) }));
    const errors = new Map<string, LineErrors>();
    for (const r of read) if ('errors' in r.reading) errors.set(r.key, r.reading.errors);
    setPersonErrors('errors' in person ? person.errors : {});
    setLineErrors(errors);
    const statedTotalCents = draft.statedTotal.trim() === '' ? null : parseMoneyCents(draft.statedTotal);
    const badTotal = draft.statedTotal.trim() !== '' && (statedTotalCents === null || statedTotalCents < 0);
    setTotalError(badTotal ? STATED_TOTAL_MESSAGE : null);
    const classification = (classifications.data ?? []).find((c) => String(c.level) === draft.person.classificationLevel);
    if ('errors' in person || errors.size > 0 || badTotal || !classification) {
      setChecked(null);
      const bad = read.findIndex((r) => 'errors' in r.reading);
      setProblem(
        'errors' in person
          ? 'Check the details about you: a field needs an answer.'
          : bad >= 0
            ? `Check line ${bad + 1}: a field needs an answer.`
            : badTotal
              ? "Check the statement's total."
              : null,
      );
      return;
    }
    if (read.length === 0) {
      setProblem('Add at least one line from your statement.');
      return;
    }
    setProblem(null);
    const lines = read.flatMap((r) => ('line' in r.reading ? [r.reading.line] : []));
    const input = {
      person: {
        classificationBudgetCents: toCents(classification.quarterlyBudget),
        interim: draft.person.interim,
        basis: person.person.basis,
        letterRates: person.person.letterRates,
        carryOverCents: person.person.carryOverCents,
      },
      lines,
      categories: new Map<string, ServiceCategory>(serviceList.map((s) => [s.name, s.category])),
      publishedPrices,
      statedTotalCents,
    };
    // The rules load on this press (their own chunk); a letter is written only when something is in question.
    loadCheck().then(
      ({ runCheck }) => {
        const { result, letter } = runCheck(input, draft.person.providerName);
        setChecked({ result, lines });
        setLetter(letter);
      },
      () => setProblem('We could not load the checker just now. Check your internet connection and press "Check my statement" again.'),
    );
  };

  return (
    <ToolPage
      meta={{
        title: 'Is my statement right? Check your Support at Home statement',
        description:
          'Check each line of your monthly Support at Home statement: the sums, the prices, your contribution on that date and your quarterly budget. Free, and it stays on your device.',
        path: paths.statementChecker,
      }}
      title="Is my statement right?"
      printHeader={false}
      intro={
        <>
          <p css={toolIntro}>
            Enter the lines of your monthly statement. We check the sums, the prices, your contribution and your budget. Then we write a letter you can send to
            your provider about anything that looks wrong.
          </p>
          <p css={[toolIntro, { marginTop: 12 }]} data-testid="statement-privacy">
            <strong>Your statement stays on this device.</strong> We never send it to our server. We only save it here if you tick &quot;Keep this on this
            device&quot;.
          </p>
        </>
      }
    >
      <form onSubmit={check} noValidate className="hw-no-print">
        <section css={styles.section} aria-labelledby="statement-who-heading">
          <h2 id="statement-who-heading" css={styles.h2}>
            Who is the statement for?
          </h2>
          <WhoIsItFor person={draft.person} errors={personErrors} onChange={(person) => setDraft({ ...draft, person })} />
        </section>
        <section css={styles.section} aria-labelledby="statement-lines-title">
          <h2 id="statement-lines-title" css={styles.h2}>
            The lines on your statement
          </h2>
          <PasteStatement
            serviceNames={serviceList.map((s) => s.name)}
            onLines={(pasted, statedTotalCents) =>
              // The reader loads first, so this applies to the draft as it is then, not as it was at the press.
              setDraft((d) => ({
                ...d,
                lines: [...d.lines.filter((l) => l.serviceName || l.unitPrice || l.description), ...pasted.map(lineDraftFrom)],
                statedTotal: statedTotalCents === null ? d.statedTotal : (statedTotalCents / 100).toFixed(2),
              }))
            }
          />
          <h3 css={[typo.h4, { marginBlock: '24px 12px' }]}>Or type each line</h3>
          <StatementLines lines={draft.lines} errors={lineErrors} services={serviceList} onChange={(lines) => setDraft({ ...draft, lines })} />
          <MoneyField
            id="statement-total"
            label="The total on your statement (optional)"
            hint="We check that the lines add up to it."
            value={draft.statedTotal}
            onChange={(statedTotal) => setDraft({ ...draft, statedTotal })}
            error={totalError}
            css={{ marginTop: 24, maxWidth: '20rem' }}
          />
        </section>
        <div css={{ display: 'grid', gap: 12, marginTop: 24 }}>
          {problem ? (
            <p role="alert" css={[typo.body, { fontWeight: 700, color: '#b3261e' }]}>
              {problem}
            </p>
          ) : null}
          <Button id="statement-check" type="submit" size="large" css={{ justifySelf: 'start' }}>
            Check my statement
          </Button>
        </div>
      </form>
      {checked ? (
        <>
          <section css={styles.section} aria-labelledby="statement-result-heading" className="hw-no-print">
            <h2 id="statement-result-heading" ref={resultHeading} tabIndex={-1} css={styles.h2}>
              What we found
            </h2>
            <Suspense fallback={<p role="status">Checking your statement...</p>}>
              <StatementResult result={checked.result} lines={checked.lines} />
            </Suspense>
          </section>
          {checked.result.findings.length > 0 ? (
            <section css={styles.section} aria-labelledby="statement-letter-heading" className="statement-letter-section">
              <h2 id="statement-letter-heading" css={styles.h2} className="hw-no-print">
                A letter to your provider
              </h2>
              <Suspense fallback={<p role="status">Writing your letter...</p>}>
                <ProviderLetter text={letter} onChange={setLetter} />
              </Suspense>
            </section>
          ) : null}
        </>
      ) : null}
      <section css={styles.section} aria-labelledby="statement-keep-heading" className="hw-no-print">
        <h2 id="statement-keep-heading" css={styles.h2}>
          Your privacy
        </h2>
        <CheckboxField
          id="statement-keep"
          checked={keep}
          onChange={setKeep}
          hint="If you tick this, your statement is saved in this browser so you can come back to it. Do not tick it on a shared or public computer."
        >
          Keep this on this device
        </CheckboxField>
        <Button variant="outlined" onClick={deleteEverything} css={{ marginTop: 12 }}>
          Delete everything
        </Button>
      </section>
      <p css={[toolIntro, { marginTop: 24 }]} className="hw-no-print">
        To plan what care will cost, use the{' '}
        <Link to={paths.calculator} css={link}>
          funding calculator
        </Link>
        . To check one price, use the{' '}
        <Link to={paths.priceCheck} css={link}>
          price check
        </Link>
        .
      </p>
    </ToolPage>
  );
}

/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { contributionRulesOn, PROGRAM_START, formatFactDate, type OfficialContribution } from '@homeward/domain';
import { LifetimeCapNote, PersonalCareNote } from '../../../components/facts/OfficialChangeNotes.js';
import { link } from '../../../components/ui/tool-styles.js';
import { BASIS_NOTES, officialExplanation, officialContributionLabel, basisLabel, categoryLineText } from '../official-contribution-text.js';

/** The rules as the program began: the rates table as first published, and the department's contributions page. */
const FIRST_RULES = contributionRulesOn(PROGRAM_START);

const styles = {
  label: css({ fontSize: typeScale.small.fontSize, color: palette.textSecondary }),
  small: css({ margin: 0, fontSize: typeScale.caption.fontSize, color: palette.textSecondary }),
  list: css({ paddingLeft: 20, margin: '8px 0', fontSize: typeScale.caption.fontSize, '& li': { marginBottom: 4 } }),
  // The shared notes are paragraphs with the source-note style; here they take the figure's small print size.
  note: css({ margin: 0, '& > p': { margin: '0 0 6px', fontSize: typeScale.caption.fontSize } }),
};

/** The department's contribution page: the rates' source whichever set of rules is in force. */
const PARTICIPANT_CONTRIBUTIONS_URL = FIRST_RULES.sourceUrl;

/**
 * How the official contribution is worked out, under the figure a fortnight: how it splits by category each
 * quarter, and where it comes from, with the rules in force on the date asked (official.on) and a note on
 * personal care when the plan has it.
 */
export function OfficialContributionFigure({ official }: { official: OfficialContribution }) {
  return (
    <div css={{ paddingTop: 10 }} data-testid="official-contribution">
      <dt css={styles.label}>{officialContributionLabel(official)}</dt>
      <dd css={[styles.small, { color: palette.text, marginTop: 4 }]}>
        {basisLabel(official.basis)}. {BASIS_NOTES[official.basis]}
      </dd>
      <dd css={{ margin: 0 }}>
        <ul aria-label="Official contribution a quarter, by type of service" css={styles.list}>
          {official.byCategory.map((c) => (
            <li key={c.category}>{categoryLineText(c)}</li>
          ))}
        </ul>
      </dd>
      <dd css={[styles.small, { marginBottom: 6 }]}>{officialExplanation()}</dd>
      {official.categoryChanges.length > 0 && (
        <dd css={styles.note}>
          <PersonalCareNote />
        </dd>
      )}
      <dd css={styles.note}>
        <LifetimeCapNote />
      </dd>
      <dd css={styles.small}>
        The rules in force on {formatFactDate(official.on)}, from {formatFactDate(official.rules.effectiveFrom)}:{' '}
        <a href={PARTICIPANT_CONTRIBUTIONS_URL} target="_blank" rel="noopener noreferrer" css={link}>
          official contribution rates (opens in a new tab)
        </a>
        .
      </dd>
    </div>
  );
}

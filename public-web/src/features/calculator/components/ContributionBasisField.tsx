/** @jsxImportSource @emotion/react */
import { memo } from 'react';
import { CONTRIBUTION_BASES, CONTRIBUTION_BASIS_LABELS, isContributionBasis, type ContributionBasis } from '@homeward/domain';
import { Button } from '../../../components/ui/Button.js';
import { choiceStyles, RadioCard } from '../../../components/ui/choice-fields.js';

export interface ContributionBasisFieldProps {
  /** The id of the heading that asks the question. */
  labelledBy: string;
  value: ContributionBasis | null;
  onChange(basis: ContributionBasis | null): void;
}

/** "How are you assessed for fees?": four choices, none chosen at first; the answer can be taken back. */
export const ContributionBasisField = memo(function ContributionBasisField({ labelledBy, value, onChange }: ContributionBasisFieldProps) {
  return (
    <div>
      <div role="radiogroup" aria-labelledby={labelledBy} css={[choiceStyles.grid, { gap: 8 }]}>
        {CONTRIBUTION_BASES.map((basis) => (
          <RadioCard
            key={basis}
            name="contribution-basis"
            value={basis}
            checked={value === basis}
            onChange={(v) => onChange(isContributionBasis(v) ? v : null)}
          >
            {CONTRIBUTION_BASIS_LABELS[basis]}
          </RadioCard>
        ))}
      </div>
      {value !== null && (
        <Button variant="text" onClick={() => onChange(null)} css={{ marginTop: 8 }}>
          Clear my answer
        </Button>
      )}
    </div>
  );
});

/** @jsxImportSource @emotion/react */
import { memo } from 'react';
import { css } from '@emotion/react';
import { formatAud, type ClassificationDto } from '@homeward/domain';
import { Skeleton } from '../../../components/content/Skeleton.js';
import { choiceStyles, RadioCard } from '../../../components/ui/choice-fields.js';
import { typo } from '../../../components/ui/tool-styles.js';

export interface ClassificationPickerProps {
  classifications: ClassificationDto[] | undefined;
  isLoading: boolean;
  isError: boolean;
  value: number | null;
  onChange(id: number): void;
  labelledBy: string;
}

const styles = {
  name: css({ display: 'block', fontWeight: 700, lineHeight: 1.35 }),
  budget: css([typo.small, typo.muted, { display: 'block' }]),
};

/**
 * The 8 ongoing classifications as radio buttons, each with its quarterly budget. Memoised: typing hours or
 * income elsewhere on the calculator does not re-render the eight cards.
 */
export const ClassificationPicker = memo(function ClassificationPicker({
  classifications,
  isLoading,
  isError,
  value,
  onChange,
  labelledBy,
}: ClassificationPickerProps) {
  if (isError) {
    return (
      <p role="alert" css={typo.body}>
        We could not load the classifications. Please refresh the page to try again.
      </p>
    );
  }
  if (isLoading || !classifications) {
    return (
      <div aria-busy="true" aria-label="Loading classifications" role="status" css={choiceStyles.grid}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={72} radius={8} />
        ))}
      </div>
    );
  }
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} css={choiceStyles.grid}>
      {classifications.map((c) => (
        <RadioCard key={c.id} name="classification" value={String(c.id)} checked={value === c.id} onChange={(v) => onChange(Number(v))} alignTop>
          <span>
            <span css={styles.name}>
              Classification {c.level}: {c.name}
            </span>
            <span css={styles.budget}>Quarterly Budget: {formatAud(Number(c.quarterlyBudget))}</span>
          </span>
        </RadioCard>
      ))}
    </div>
  );
});

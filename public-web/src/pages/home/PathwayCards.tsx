import { AT_HM_SCHEME, END_OF_LIFE_PATHWAY, formatCents, RESTORATIVE_CARE_PATHWAY } from '@homeward/domain';
import { CardGrid, icons, InfoCard } from '../../components/content/index.js';

const r = RESTORATIVE_CARE_PATHWAY;
const e = END_OF_LIFE_PATHWAY;
const [atLow, atMedium, atHigh] = AT_HM_SCHEME.assistiveTechnology.tiers;
const [hmLow, hmMedium, hmHigh] = AT_HM_SCHEME.homeModifications.tiers;

/** The 3 short-term pathways, paid on top of (or, for end of life, instead of) the ongoing budget. */
export function PathwayCards() {
  return (
    <CardGrid columns={3}>
      <InfoCard title="Restorative Care Pathway" icon={icons.walk} accent>
        <p>
          <strong>
            About {formatCents(r.unitCents, 0)} for up to {r.maxWeeks} weeks
          </strong>{' '}
          (up to about {formatCents(r.unitCents * r.maxUnitsPerEpisode, 0)} if a second unit is approved).
        </p>
        <p>
          Short, intensive help from nurses and allied health workers, such as physiotherapists, to get you back on your feet. You can have up to{' '}
          {r.maxEpisodes} episodes, at least {r.minMonthsBetweenEpisodes} months apart.
        </p>
      </InfoCard>
      <InfoCard title="End-of-Life Pathway" icon={icons.heart} accent>
        <p>
          <strong>
            {formatCents(e.amountCents, 0)} to use over {e.plannedWeeks} weeks
          </strong>{' '}
          (up to {e.maxWeeks} weeks).
        </p>
        <p>
          For people a doctor or nurse practitioner expects to live {e.lifeExpectancyMonths} months or less, who want to stay at home. It replaces your other
          Support at Home funding during that time.
        </p>
      </InfoCard>
      <InfoCard title="Assistive technology and home modifications" icon={icons.tools} accent>
        <p>
          <strong>
            Equipment: under {formatCents(atLow.cents, 0)}, up to {formatCents(atMedium.cents, 0)} or up to {formatCents(atHigh.cents, 0)}.
          </strong>{' '}
          More is possible with a health professional’s prescription.
        </p>
        <p>
          Home changes such as rails or ramps: {formatCents(hmLow.cents, 0)}, {formatCents(hmMedium.cents, 0)} or {formatCents(hmHigh.cents, 0)} (a lifetime
          limit of {formatCents(AT_HM_SCHEME.homeModifications.lifetimeCapCents, 0)} on the top tier). A contribution may apply.
        </p>
      </InfoCard>
    </CardGrid>
  );
}

import { PROGRAM_FACTS } from '@homeward/domain';
import { CardGrid, Icon, icons, InfoCard } from '../../components/content/index.js';

/** The 3 short-term pathways, paid on top of (or, for end of life, instead of) the ongoing budget. */
export function PathwayCards() {
  return (
    <CardGrid columns={3}>
      <InfoCard title="Restorative Care Pathway" icon={<Icon path={icons.walk} />} accent>
        <p><strong>About $6,000 for up to 16 weeks</strong> (up to about $12,000 if a second unit is approved).</p>
        <p>Short, intensive help from nurses and allied health workers, such as physiotherapists, to get you back on your feet. You can have up to 2 episodes, at least 3 months apart.</p>
      </InfoCard>
      <InfoCard title="End-of-Life Pathway" icon={<Icon path={icons.heart} />} accent>
        <p><strong>$25,000 to use over 12 weeks</strong> (up to 16 weeks).</p>
        <p>For people a doctor or nurse practitioner expects to live 3 months or less, who want to stay at home. It replaces your other Support at Home funding during that time.</p>
      </InfoCard>
      <InfoCard title="Assistive technology and home modifications" icon={<Icon path={icons.tools} />} accent>
        <p><strong>Equipment: under $500, up to $2,000 or up to $15,000.</strong> More is possible with a health professional’s prescription.</p>
        <p>Home changes such as rails or ramps: $500, $2,000 or $15,000 (a lifetime limit of $15,000 on the top tier). A contribution may apply.</p>
      </InfoCard>
    </CardGrid>
  );
}

export const PATHWAY_SOURCES = [PROGRAM_FACTS.restorativeCare, PROGRAM_FACTS.endOfLife, PROGRAM_FACTS.assistiveTechnology];

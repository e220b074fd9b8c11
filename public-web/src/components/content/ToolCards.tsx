import { paths } from '../../app/paths.js';
import { ButtonLink } from './ButtonLink.js';
import { CardGrid, InfoCard } from './Card.js';
import { calculator, checklist, search } from './icons.js';

/**
 * Our three tools in the order the cards show them: each one's name, icon, page and button words are said here
 * once, so every page that points to the tools names them alike.
 */
const TOOLS = [
  { name: 'calculator', title: 'Funding calculator', icon: calculator, to: paths.calculator, action: 'Open the calculator' },
  { name: 'directory', title: 'Provider directory', icon: search, to: paths.providerDirectory, action: 'Find providers' },
  { name: 'assessment', title: 'Assessment tool', icon: checklist, to: paths.assessmentMaximizer, action: 'Start the assessment tool' },
] as const;

export type ToolName = (typeof TOOLS)[number]['name'];

/**
 * A row of cards, each pointing to one of our tools with a button. Each page says in its own words what a tool
 * does for its readers (`about`), short on one page, longer on another.
 */
export function ToolCards({ about, accent }: { about: Readonly<Record<ToolName, string>>; accent?: boolean }) {
  return (
    <CardGrid columns={3}>
      {TOOLS.map((tool) => (
        <InfoCard
          key={tool.title}
          title={tool.title}
          icon={tool.icon}
          accent={accent}
          footer={
            <ButtonLink to={tool.to} variant="secondary">
              {tool.action}
            </ButtonLink>
          }
        >
          <p>{about[tool.name]}</p>
        </InfoCard>
      ))}
    </CardGrid>
  );
}

import { ButtonLink } from './ButtonLink.js';
import { CardGrid, InfoCard } from './Card.js';
import type { IconPaths } from './Icon.js';

export interface ToolCard {
  title: string;
  icon: IconPaths;
  to: string;
  /** The button's words ('Open the calculator'). */
  action: string;
  body: string;
}

/** A row of cards, each pointing to one of our tools with a button. */
export function ToolCards({ tools, accent }: { tools: readonly ToolCard[]; accent?: boolean }) {
  return (
    <CardGrid columns={3}>
      {tools.map((tool) => (
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
          <p>{tool.body}</p>
        </InfoCard>
      ))}
    </CardGrid>
  );
}

/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { formatFactDate, PROGRAM_FACTS } from '@homeward/domain';

const EVENTS = [
  { when: '1 July 2024', title: 'One national assessment tool', body: 'The Integrated Assessment Tool began to be used for every aged care assessment.' },
  {
    when: formatFactDate(PROGRAM_FACTS.startDate.value),
    title: 'Support at Home started',
    body: `It replaced Home Care Packages and the Short-Term Restorative Care Programme. It was first planned for ${formatFactDate(PROGRAM_FACTS.startDate.originalPlan)}, and was moved in June 2025.`,
  },
  {
    when: formatFactDate(PROGRAM_FACTS.startDate.value),
    title: 'Home Care Package holders moved across',
    body: 'People with a Home Care Package moved to Support at Home automatically. They keep their funding level until they are reassessed, and keep any unspent funds.',
  },
  {
    when: 'July 2027 (target)',
    title: 'Shorter waits',
    body: 'The government’s goal is that nobody waits more than 3 months from approval to getting services.',
  },
  {
    when: 'No earlier than 1 July 2027',
    title: 'Commonwealth Home Support Programme joins',
    body: 'The entry-level program (CHSP) is due to move into Support at Home. No firm date has been set.',
  },
];

const styles = {
  list: css({ listStyle: 'none', margin: '0 0 8px', padding: 0, maxWidth: '75ch' }),
  item: css({
    position: 'relative',
    padding: '0 0 28px 40px',
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 6,
      top: 8,
      width: 18,
      height: 18,
      borderRadius: '50%',
      background: palette.secondary,
      border: '3px solid #ffffff',
      boxShadow: `0 0 0 2px ${palette.secondary}`,
    },
    '&:not(:last-child)::after': { content: '""', position: 'absolute', left: 14, top: 32, bottom: 0, width: 3, background: '#b9d4c0' },
  }),
  when: css({ display: 'block', fontWeight: 700, color: palette.secondary, fontSize: typeScale.ui.fontSize }),
  title: css({ margin: '2px 0 4px', fontSize: typeScale.h4.fontSize, fontWeight: 700 }),
  body: css({ margin: 0 }),
};

/** Key dates, oldest first. */
export function Timeline() {
  return (
    <ol css={styles.list}>
      {EVENTS.map((e) => (
        <li key={e.title} css={styles.item}>
          <span css={styles.when}>{e.when}</span>
          <h3 css={styles.title}>{e.title}</h3>
          <p css={styles.body}>{e.body}</p>
        </li>
      ))}
    </ol>
  );
}

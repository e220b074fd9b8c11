import type { ReactNode } from 'react';

export interface Step {
  title: ReactNode;
  meta?: ReactNode;
  body: ReactNode;
}

/** A numbered sequence of steps; the titles are h3s under the section's h2. */
export function Steps({ steps }: { steps: Step[] }) {
  return (
    <ol className="hw-steps">
      {steps.map((s, i) => (
        <li key={i} className="hw-steps__item">
          <h3 className="hw-heading-3 hw-steps__title">{s.title}</h3>
          {s.meta ? <p className="hw-steps__meta">{s.meta}</p> : null}
          {typeof s.body === 'string' ? <p>{s.body}</p> : s.body}
        </li>
      ))}
    </ol>
  );
}

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAQS } from '../../pages/faqs/faq-content.js';
import { Accordion } from './Accordion.js';

describe('Accordion (FAQ)', () => {
  it('starts with every answer closed', () => {
    render(<Accordion items={[...FAQS]} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(15);
    for (const b of buttons) expect(b).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens one answer at a time', async () => {
    const user = userEvent.setup();
    render(<Accordion items={[...FAQS]} />);
    const first = screen.getByRole('button', { name: FAQS[0].question });
    const second = screen.getByRole('button', { name: FAQS[1].question });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: FAQS[0].question })).toBeVisible();
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: FAQS[1].question })).toHaveTextContent(FAQS[1].answer);
  });

  it('closes the open answer when its question is pressed again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={[...FAQS]} />);
    const q = screen.getByRole('button', { name: FAQS[3].question });
    await user.click(q);
    await user.click(q);
    expect(q).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Accordion items={[...FAQS]} />);
    await user.tab();
    expect(screen.getByRole('button', { name: FAQS[0].question })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: FAQS[0].question })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: FAQS[0].question })).toHaveAttribute('aria-expanded', 'false');
  });
});

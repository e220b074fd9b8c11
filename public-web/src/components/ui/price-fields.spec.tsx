import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PriceTime } from '@homeward/domain';
import { CarryOverField } from './CarryOverField.js';
import { TimeBandSelect } from './price-fields.js';

describe('CarryOverField', () => {
  it('says the carry-over rule under the field, with the person’s own limit when known', () => {
    const { rerender } = render(<CarryOverField id="carry" value="" onChange={() => {}} />);
    const field = screen.getByRole('textbox', { name: 'Unspent from last quarter (optional)' });
    expect(field).toHaveAccessibleDescription('Up to $1,000 or 10% of your quarterly budget, whichever is more, carries over.');
    rerender(<CarryOverField id="carry" value="" onChange={() => {}} cap="$1,593.96" />);
    expect(field).toHaveAccessibleDescription(
      'Up to $1,000 or 10% of your quarterly budget, whichever is more, carries over. For you that is up to $1,593.96.',
    );
  });

  it('shows an error in place of the rule', () => {
    render(<CarryOverField id="carry" value="x" onChange={() => {}} error="Enter an amount in dollars" />);
    const field = screen.getByRole('textbox', { name: 'Unspent from last quarter (optional)' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter an amount in dollars');
  });
});

describe('TimeBandSelect', () => {
  function Harness() {
    const [time, setTime] = useState<PriceTime>('standard');
    return (
      <>
        <TimeBandSelect id="time" label="When is the care?" value={time} onChange={setTime} />
        <output>{time}</output>
      </>
    );
  }

  it('offers every time band and hands back the one chosen', async () => {
    render(<Harness />);
    const select = screen.getByRole('combobox', { name: 'When is the care?' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toHaveLength(5);
    await userEvent.selectOptions(select, 'sunday');
    expect(screen.getByRole('status')).toHaveTextContent('sunday');
  });
});

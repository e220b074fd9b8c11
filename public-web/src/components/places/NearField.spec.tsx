import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@homeward/test-support';
import { renderWithApp } from '../../testing/render-with-app.js';
import { locationsFixture } from '../../testing/fixtures.js';
import { NearField } from './NearField.js';

jest.setTimeout(20_000);

/** The field with the place it searches, as the directory holds it. */
function Harness({ onChange }: { onChange(text: string): void }) {
  const [near, setNear] = useState('');
  return (
    <>
      <NearField
        near={near}
        error={null}
        onChange={(text) => {
          onChange(text);
          setNear(text.trim());
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

function setup() {
  const api = installFakeFetch({
    'GET /api/locations': (req) => {
      const query = new URL(req.url, 'http://x').searchParams.get('query')!.toLowerCase();
      return { body: locationsFixture.filter((l) => l.postcode.startsWith(query) || l.locality.toLowerCase().startsWith(query)) };
    },
  });
  const onChange = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderWithApp(<Harness onChange={onChange} />);
  const input = screen.getByRole('combobox', { name: 'Near (postcode or suburb)' });
  return { api, user, onChange, input };
}

describe('NearField (ARIA 1.2 combobox)', () => {
  it('is a collapsed combobox with its hint until suggestions arrive', async () => {
    const { user, input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).not.toHaveAttribute('aria-controls');
    expect(input).toHaveAccessibleDescription('Type a postcode or suburb, then choose it from the list.');
    await user.type(input, 'Bru');
    const listbox = await screen.findByRole('listbox', { name: 'Near (postcode or suburb)' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
  });

  it('moves through the options with the arrow keys (wrapping), marks the active one, and Enter chooses it', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, 'Bruns');
    const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
    expect(options).toHaveLength(4);
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[3].id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('Brunswick East VIC 3057');
    expect(input).toHaveValue('Brunswick East VIC 3057');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('chooses an option pressed with the pointer without searching the half-typed text first', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, 'Bruns');
    await user.click(await screen.findByRole('option', { name: 'Brunswick Heads NSW 2483' }));
    expect(onChange.mock.calls).toEqual([['Brunswick Heads NSW 2483']]);
    expect(input).toHaveFocus();
  });

  it('Escape closes the list first, then clears the field and the place', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, 'Bruns');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('Bruns');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('searches typed text as it is on leaving the field, and the clear button empties it', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, '3056');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onChange).toHaveBeenLastCalledWith('3056');
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).toHaveAttribute('tabindex', '-1');
    await user.click(clear);
    expect(input).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument());
  });
});

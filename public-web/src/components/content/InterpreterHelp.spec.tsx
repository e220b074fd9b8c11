import { render, screen } from '@testing-library/react';
import { interpreterHelpText } from '@homeward/domain';
import { InterpreterHelp } from './InterpreterHelp.js';

describe('InterpreterHelp', () => {
  it('says the same words as the emails, with the number as a link to dial', () => {
    render(<InterpreterHelp whom="the provider" />);
    const help = screen.getByTestId('interpreter-help');
    expect(help.textContent).toBe(interpreterHelpText('the provider'));
    expect(screen.getByRole('link', { name: '131 450' })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
  });

  it('can be an item of a list of free help', () => {
    render(
      <ul>
        <InterpreterHelp whom="your provider" as="li" />
      </ul>,
    );
    expect(screen.getByRole('listitem').textContent).toBe(interpreterHelpText('your provider'));
  });
});

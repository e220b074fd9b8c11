import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@homeward/test-support';
import { renderWithApp } from '../../testing/render-with-app.js';
import { LeadDialogStatusText, prefetchProps, useLeadDialogs } from './lazy-lead-dialogs.js';

// The dialogs' chunk: the first load fails (as on a dropped connection), later ones work.
const mockChunk = { fail: true };
jest.mock('./components/LeadDialogs.js', () => {
  if (mockChunk.fail) throw new Error('Loading chunk lead-dialog failed');
  return jest.requireActual('./components/LeadDialogs.js');
});

function Harness() {
  const lead = useLeadDialogs();
  const Dialog = lead.dialogs?.ProviderLeadDialog;
  return (
    <>
      <button type="button" onClick={lead.request} {...prefetchProps(lead.prefetch)}>
        Connect
      </button>
      <div data-testid="lead-status">
        <LeadDialogStatusText status={lead.status} />
      </div>
      {Dialog && <Dialog open={lead.open} onClose={lead.close} sessionId="visit1" provider={{ id: 3, businessName: 'Harbour Home Care' }} />}
    </>
  );
}

describe('lead dialogs loaded on demand', () => {
  beforeEach(() => installFakeFetch({}));

  it('says the form is on its way, says so when it cannot be loaded, and loads it on the next press', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(<Harness />);
    const button = screen.getByRole('button', { name: 'Connect' });
    const status = () => within(screen.getByTestId('lead-status'));
    // The live region is there before it has anything to say.
    expect(status().getByRole('status')).toHaveTextContent('');

    fireEvent.click(button);
    expect(status().getByRole('status')).toHaveTextContent('Opening the form...');
    expect(await status().findByRole('alert')).toHaveTextContent('We could not open the form. Please check your connection and press the button again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Could not load the contact form', expect.any(Error));

    mockChunk.fail = false;
    const user = userEvent.setup({ delay: null });
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Connect with Harbour Home Care' })).toBeInTheDocument();
    // (The open modal hides the page from the accessibility tree, so read the text itself.)
    expect(screen.getByTestId('lead-status')).toHaveTextContent(/^$/);

    // Escape closes it and gives focus back to the button that opened it; it opens again at once.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Connect with Harbour Home Care' })).toBeInTheDocument();
    log.mockRestore();
  });
});

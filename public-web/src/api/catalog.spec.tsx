import { render, screen, waitFor } from '@testing-library/react';
import { installFakeFetch } from '@homeward/test-support';
import { useServicesQuery } from './catalog.js';

function ServiceCount({ label }: { label: string }) {
  const { data, isPending, isError } = useServicesQuery();
  return <p>{`${label}: ${isPending ? 'loading' : isError ? 'failed' : data?.length}`}</p>;
}

describe('the catalogue calls', () => {
  it('asks once per page load, however many components show it, and never again', async () => {
    const api = installFakeFetch({ 'GET /api/services': { body: [{ id: 1 }, { id: 2 }] } }, { delayMs: 10 });
    const { rerender } = render(
      <>
        <ServiceCount label="a" />
        <ServiceCount label="b" />
      </>,
    );
    expect(screen.getByText('a: loading')).toBeInTheDocument();
    await screen.findByText('a: 2');
    expect(screen.getByText('b: 2')).toBeInTheDocument();
    rerender(<ServiceCount label="c" />);
    expect(screen.getByText('c: 2')).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
  });

  it('shows a failure, without retrying; the next component to need it asks again', async () => {
    let fail = true;
    const api = installFakeFetch({ 'GET /api/services': () => (fail ? { status: 500, body: 'down' } : { body: [{ id: 1 }] }) });
    const { unmount } = render(<ServiceCount label="a" />);
    await screen.findByText('a: failed');
    expect(api.requests).toHaveLength(1);
    unmount();
    fail = false;
    render(<ServiceCount label="b" />);
    await screen.findByText('b: 1');
    await waitFor(() => expect(api.requests).toHaveLength(2));
  });
});

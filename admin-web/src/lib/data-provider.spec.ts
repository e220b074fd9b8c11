import { createDataProvider, exportUrl } from './data-provider';

describe('exportUrl', () => {
  it('carries the list filter and sort in ra-data-simple-rest form', () => {
    const url = exportUrl('/api/admin', 'leads/provider', { filter: { status: 'new', q: '' }, sort: { field: 'createdAt', order: 'DESC' } });
    const [path, query] = url.split('?');
    expect(path).toBe('/api/admin/leads/provider/export');
    const params = new URLSearchParams(query);
    expect(JSON.parse(params.get('filter')!)).toEqual({ status: 'new' });
    expect(JSON.parse(params.get('sort')!)).toEqual(['createdAt', 'DESC']);
  });

  it('has no query when nothing is filtered or sorted', () => {
    expect(exportUrl('/api/admin', 'leads/calculator', {})).toBe('/api/admin/leads/calculator/export');
  });
});

describe('createDataProvider', () => {
  it('sends only the changed field for a quick toggle', async () => {
    const client = jest.fn().mockResolvedValue({ json: { id: 3, isActive: false }, status: 200, headers: new Headers(), body: '' });
    const provider = createDataProvider('/api/admin', client);
    await provider.update('providers', { id: 3, data: { isActive: false }, previousData: { id: 3 } });
    expect(client).toHaveBeenCalledWith('/api/admin/providers/3', expect.objectContaining({ method: 'PUT', body: '{"isActive":false}' }));
  });

  it('reads the stats and the public service list', async () => {
    const client = jest.fn().mockResolvedValue({ json: { totalProviders: 1 }, status: 200, headers: new Headers(), body: '' });
    const provider = createDataProvider('/api/admin', client);
    await provider.getStats();
    await provider.getServices();
    expect(client.mock.calls.map((c) => c[0])).toEqual(['/api/admin/stats', '/api/services']);
  });

  it('queues a lead email again with a JSON POST to its resend route', async () => {
    const client = jest.fn().mockResolvedValue({ json: { status: 'queued' }, status: 200, headers: new Headers(), body: '' });
    const provider = createDataProvider('/api/admin', client);
    await expect(provider.resendLeadEmail('leads/provider', 7)).resolves.toEqual({ status: 'queued' });
    expect(client).toHaveBeenCalledWith('/api/admin/leads/provider/7/resend', expect.objectContaining({ method: 'POST', body: '{}' }));
  });
});

import { screen } from '@testing-library/react';
import { installFakeFetch } from '@homeward/test-support';
import { renderApp } from '../../testing/render-app.js';

jest.mock('../../pages/privacy/PrivacyPage.js', () => ({
  __esModule: true,
  default: () => {
    throw new Error('boom');
  },
}));

describe('a page that fails to render', () => {
  it('keeps the top bar and footer and shows a message instead of a blank screen', async () => {
    installFakeFetch({});
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry, this page could not be shown' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    spy.mockRestore();
  });
});

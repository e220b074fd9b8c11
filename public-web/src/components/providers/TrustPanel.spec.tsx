import { screen } from '@testing-library/react';
import type { Notice, ProviderTrust } from '@homeward/domain';
import { installFakeFetch } from '@homeward/test-support';
import { renderWithApp } from '../../testing/render-with-app.js';
import { ProviderTrustPanel, TrustPanel } from './TrustPanel.js';

const notice = (over: Partial<Notice>): Notice => ({
  id: 1,
  kind: 'sanction',
  kindLabel: 'Sanction',
  issuedOn: '2026-05-04',
  summary: 'Limits on taking new clients.',
  link: 'https://www.agedcarequality.gov.au/sanctions/1',
  endedOn: null,
  ...over,
});
const trust = (over: Partial<ProviderTrust>): ProviderTrust => ({
  providerId: 7,
  registrationCategories: [1, 4],
  noticesCheckedOn: null,
  currentNotices: [],
  pastNotices: [],
  ...over,
});

describe('TrustPanel', () => {
  it('says "No current notices" only with the date the team checked', () => {
    renderWithApp(<TrustPanel trust={trust({ noticesCheckedOn: '2026-03-03' })} />);
    expect(screen.getByTestId('trust-standing')).toHaveTextContent('No current notices (checked 3 March 2026).');
    expect(screen.getByTestId('trust-registration')).toHaveTextContent(
      'Home and community services; Personal care and care support at home or in the community',
    );
  });

  it('says the team has not checked yet, with the Commission\'s site, and never "no current notices"', () => {
    renderWithApp(<TrustPanel trust={trust({ registrationCategories: null })} />);
    expect(screen.getByTestId('trust-standing')).toHaveTextContent("We have not checked this provider's notices yet.");
    expect(screen.queryByText(/No current notices/)).toBeNull();
    expect(screen.getByRole('link', { name: /Aged Care Quality and Safety Commission's website/ })).toHaveAttribute(
      'href',
      'https://www.agedcarequality.gov.au/aged-care-performance',
    );
    expect(screen.getByTestId('trust-registration')).toHaveTextContent('Not known yet: the provider has not claimed this listing.');
  });

  it("lists current and past notices with their kind, dates, summary and the Commission's page", () => {
    renderWithApp(
      <TrustPanel
        trust={trust({
          noticesCheckedOn: '2026-11-01',
          currentNotices: [notice({})],
          pastNotices: [
            notice({ id: 2, kind: 'non-compliance', kindLabel: 'Notice of non-compliance', issuedOn: '2025-02-01', endedOn: '2025-06-30', summary: 'Fixed.' }),
          ],
        })}
      />,
    );
    expect(screen.getByTestId('trust-standing')).toHaveTextContent('The regulator has 1 current notice about this provider.');
    const [current, past] = screen.getAllByTestId('trust-notice');
    expect(current).toHaveTextContent('SanctionIssued 4 May 2026. Still in force.Limits on taking new clients.');
    expect(past).toHaveTextContent('Notice of non-compliance');
    expect(past).toHaveTextContent('Issued 1 February 2025. Ended 30 June 2025.');
    expect(screen.getByRole('heading', { name: 'Past notices' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Read this notice/ })[0]).toHaveAttribute('href', 'https://www.agedcarequality.gov.au/sanctions/1');
  });

  it("reads a provider's panel from the API, and says so plainly when it cannot", async () => {
    installFakeFetch({
      'GET /api/providers/7/trust': () => ({ body: trust({ noticesCheckedOn: '2026-03-03' }) }),
      'GET /api/providers/8/trust': () => ({ status: 503 }),
    });
    renderWithApp(
      <>
        <ProviderTrustPanel providerId={7} />
        <ProviderTrustPanel providerId={8} />
      </>,
    );
    expect(await screen.findByText('No current notices (checked 3 March 2026).')).toBeInTheDocument();
    expect(await screen.findByText(/We could not load what the regulator has said about this provider/)).toBeInTheDocument();
  });
});

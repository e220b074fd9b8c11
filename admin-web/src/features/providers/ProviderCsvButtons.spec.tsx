import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROVIDER_CSV_COLUMNS, type ProviderCsvImportReport } from '@homeward/domain';
import { renderConsole, signedInRoutes } from '../../test/render-console';

const report = (counts: Partial<ProviderCsvImportReport>): ProviderCsvImportReport => ({
  dryRun: true,
  applied: false,
  totalRows: 3,
  toCreate: 0,
  toUpdate: 0,
  unchanged: 0,
  errorRows: 0,
  rows: [],
  errors: [],
  ...counts,
});

async function chooseFile(dryRun: ProviderCsvImportReport, applied?: ProviderCsvImportReport) {
  const fetch = renderConsole('/dashboard', {
    ...signedInRoutes(),
    'POST /api/admin/providers/import': (req) => ({ status: 200, body: req.url.includes('apply=true') ? applied : dryRun }),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import providers' });
  await userEvent.upload(within(dialog).getByLabelText('CSV file'), new File(['businessName\n'], 'providers.csv', { type: 'text/csv' }));
  return { fetch, dialog };
}

describe('Import providers dialog', () => {
  it('lists every column, the newer ones too, and how lists, intake and left-out columns are read', async () => {
    renderConsole('/dashboard', signedInRoutes());
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const help = await screen.findByTestId('import-columns');
    expect(help).toHaveTextContent(`Columns: ${PROVIDER_CSV_COLUMNS.join(', ')}.`);
    for (const column of ['leadEmail', 'languages', 'diverseNeeds', 'acceptingNewClients', 'acceptingConfirmedAt', 'registrationCategories'])
      expect(help).toHaveTextContent(column);
    expect(help).toHaveTextContent('acceptingNewClients is yes, waitlist, no or empty');
    expect(screen.getByText(/A column left out of the file keeps what each provider has/)).toBeInTheDocument();
  });

  it('says when every row matches what is stored, and offers nothing to import', async () => {
    const { dialog } = await chooseFile(report({ unchanged: 3 }));
    expect(await within(dialog).findByTestId('import-summary')).toHaveTextContent('3 rows: 0 to add, 0 to update, 3 unchanged, 0 with errors.');
    expect(within(dialog).getByText('Every row matches what is stored already: there is nothing to import.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Import$/ })).toBeDisabled();
  });

  it('imports only the rows that change something and says so', async () => {
    const { fetch, dialog } = await chooseFile(
      report({ toCreate: 1, toUpdate: 1, unchanged: 1 }),
      report({ dryRun: false, applied: true, toCreate: 1, toUpdate: 1, unchanged: 1 }),
    );
    expect(await within(dialog).findByTestId('import-summary')).toHaveTextContent('3 rows: 1 to add, 1 to update, 1 unchanged, 0 with errors.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 2 providers' }));
    expect(await screen.findByText('Providers imported')).toBeInTheDocument();
    expect(fetch.callsTo('POST /api/admin/providers/import')).toBe(2);
  });
});

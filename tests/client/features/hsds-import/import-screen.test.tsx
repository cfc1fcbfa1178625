import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyImportReport } from '@shared/api/hsds';
import { ImportScreen } from '@client/features/hsds-import/components/import-screen';
import { fakeApi, renderScreen, resetStaffTest, signIn } from '../regions/staff-helpers';

const report = () => {
  const r = emptyImportReport();
  r.services.created = 4;
  r.services.skipped = 1;
  r.taxonomy.unmapped = [{ term: 'ZZ-9999 Mystery', services: 1 }];
  r.problems = [{ file: 'services.csv', row: 4, id: null, reason: 'empty id' }];
  return r;
};
const job = (over: Record<string, unknown>) => ({
  id: 'job-1',
  status: 'done',
  dryRun: true,
  approve: false,
  progress: { done: 5, total: 5 },
  report: report(),
  error: null,
  ...over,
});

describe('/import', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn(['ADMINISTRATOR']);
  });
  afterEach(resetStaffTest);

  const chooseFile = () =>
    fireEvent.change(screen.getByLabelText('HSDS file (.json or .zip)'), {
      target: { files: [new File(['PK'], 'export.zip', { type: 'application/zip' })] },
    });

  it('asks for a file before sending anything', async () => {
    const api = fakeApi({});
    await renderScreen(<ImportScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(screen.getByText('Choose a file to import.')).toBeTruthy();
    expect(api.writes()).toHaveLength(0);
  });

  it('shows the dry-run report, then imports and shows the final report', async () => {
    let polls = 0;
    let dryRun = true;
    const api = fakeApi({
      'POST /hsds/imports': { status: 202, body: { id: 'job-1' } },
      'GET /hsds/imports/job-1': () => {
        polls += 1;
        return {
          body:
            polls === 1
              ? job({ status: 'running', report: null, progress: { done: 2, total: 5 } })
              : job({ dryRun }),
        };
      },
    });
    await renderScreen(<ImportScreen />);
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(
      await screen.findByRole('heading', { name: 'Dry run: nothing has been written yet' }),
    ).toBeTruthy();
    expect(screen.getByText('ZZ-9999 Mystery (1 services)')).toBeTruthy();
    expect(screen.getByText('services.csv, row 4: empty id')).toBeTruthy();
    dryRun = false;
    fireEvent.click(screen.getByRole('button', { name: 'Import these listings' }));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeTruthy();
    expect(api.writes()).toHaveLength(2);
  });

  it('says so when the file is no HSDS', async () => {
    fakeApi({ 'POST /hsds/imports': { status: 400, body: { code: 400, message: 'no HSDS' } } });
    await renderScreen(<ImportScreen />);
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'This file is not an HSDS file or package.',
      ),
    );
  });
});

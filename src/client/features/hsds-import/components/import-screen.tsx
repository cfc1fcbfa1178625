import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@client/lib/api-errors';
import { usePageTitle } from '@client/lib/use-page-title';
import { ImportReport } from './import-report';
import { useImportJob } from '../hooks/use-import-job';

/**
 * /import (administrators): upload an Open Referral HSDS file, read the dry-run report, then
 * import it with a progress bar and read the final report (the HSDS import and export, docs/hsds.md).
 */
export function ImportScreen() {
  const { t } = useLingui();
  usePageTitle(t`Import listings`);
  const [file, setFile] = useState<File | null>(null);
  const [approve, setApprove] = useState(false);
  const [missingFile, setMissingFile] = useState(false);
  const [checked, setChecked] = useState<File | null>(null);
  const { job, phase, error, start } = useImportJob();
  const running = phase === 'running';
  const dryRunDone = phase === 'done' && job?.dryRun === true;
  const done = job ? job.progress.done : null;
  const total = job?.progress.total ?? 0;

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      return;
    }
    setChecked(file);
    void start(file, { dryRun: true, approve });
  };
  const runImport = () => {
    if (checked) void start(checked, { dryRun: false, approve });
  };

  const failure =
    phase !== 'failed'
      ? null
      : error instanceof ApiError && error.status === 400
        ? t`This file is not an HSDS file or package. Choose HSDS JSON, or a .zip of HSDS CSV tables.`
        : error instanceof ApiError && error.status === 413
          ? t`This file is too large (at most 512 MB).`
          : job?.status === 'failed'
            ? t`The import stopped before the end. Listings saved so far are kept; try again.`
            : t`The file could not be sent. Check your connection and try again.`;

  return (
    <section className="content-admin">
      <h1>
        <Trans>Import listings</Trans>
      </h1>
      <p>
        <Trans>
          Load listings from an Open Referral HSDS file: HSDS JSON, or a .zip of CSV tables (HSDS
          3.0 or the older exports of 211 lines). You see a report before anything is written.
        </Trans>
      </p>
      <form noValidate className="content-admin__form" onSubmit={check}>
        <div className="form-field">
          <label htmlFor="hsds-file" className="form-field__label">
            <Trans>HSDS file (.json or .zip)</Trans>
          </label>
          <input
            id="hsds-file"
            type="file"
            className="form-field__input"
            accept=".json,.zip,application/json,application/zip"
            aria-invalid={missingFile || undefined}
            aria-describedby={missingFile ? 'hsds-file-error' : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setMissingFile(false);
            }}
          />
          {missingFile && (
            <p id="hsds-file-error" className="field-error">
              <Trans>Choose a file to import.</Trans>
            </p>
          )}
        </div>
        <div className="checkbox-field">
          <input
            id="hsds-approve"
            type="checkbox"
            checked={approve}
            onChange={(event) => setApprove(event.target.checked)}
          />
          <label htmlFor="hsds-approve">
            <Trans>Publish the imported listings at once (otherwise they wait in approvals)</Trans>
          </label>
        </div>
        <button type="submit" className="button button--primary" disabled={running}>
          <Trans>Check the file</Trans>
        </button>
      </form>
      {running && (
        <div role="status">
          <label htmlFor="hsds-progress">
            {job?.dryRun === false ? <Trans>Importing…</Trans> : <Trans>Reading the file…</Trans>}
          </label>
          <progress
            id="hsds-progress"
            className="import-progress"
            max={Math.max(total, 1)}
            value={done ?? 0}
          />
          {done !== null && total > 0 && (
            <p>
              <Trans>
                {done} of {total} services
              </Trans>
            </p>
          )}
        </div>
      )}
      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
      {job?.report && phase === 'done' && <ImportReport report={job.report} dryRun={job.dryRun} />}
      {dryRunDone && (
        <button type="button" className="button button--primary" onClick={runImport}>
          <Trans>Import these listings</Trans>
        </button>
      )}
    </section>
  );
}

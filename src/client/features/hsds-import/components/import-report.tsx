import { Trans, useLingui } from '@lingui/react/macro';
import type { HsdsImportReport } from '@shared/api/hsds';

const SHOWN_PROBLEMS = 100;

/** The report of a dry run or an import (docs/hsds.md), counts first, then each problem. */
export function ImportReport({ report, dryRun }: { report: HsdsImportReport; dryRun: boolean }) {
  const { t } = useLingui();
  const s = report.services;
  const rows: [string, number][] = [
    [dryRun ? t`Listings to create` : t`Listings created`, s.created],
    [dryRun ? t`Listings to update` : t`Listings updated`, s.updated],
    [t`Listings unchanged`, s.unchanged],
    [t`Services skipped`, s.skipped],
    [t`Listings gone from the source`, s.gone],
    [t`Exact locations`, report.locations.exact],
    [t`Approximate locations (ZIP or city centre)`, report.locations.approximate],
    [t`Without a location`, report.locations.missing],
    [t`Schedule entries read`, report.schedules.entries],
    [t`Schedule entries kept as text`, report.schedules.unreadable],
    [t`Taxonomy terms mapped`, report.taxonomy.mapped],
  ];
  return (
    <section className="content-admin__item" aria-labelledby="import-report-title">
      <h2 id="import-report-title" className="content-admin__item-title">
        {dryRun ? (
          <Trans>Dry run: nothing has been written yet</Trans>
        ) : (
          <Trans>Import finished</Trans>
        )}
      </h2>
      <dl className="detail-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="detail-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {report.taxonomy.unmapped.length > 0 && (
        <>
          <h3>
            <Trans>Taxonomy terms without a mapping</Trans>
          </h3>
          <ul className="detail-lines">
            {report.taxonomy.unmapped.map(({ term, services }) => (
              <li key={term}>
                <Trans>
                  {term} ({services} services)
                </Trans>
              </li>
            ))}
          </ul>
        </>
      )}
      {report.problems.length > 0 && (
        <>
          <h3>
            <Trans>Problems</Trans>
          </h3>
          <ul className="detail-lines">
            {report.problems.slice(0, SHOWN_PROBLEMS).map((p, i) => {
              const { row, id } = p;
              const where = [p.file, row === null ? null : t`row ${row}`, id && t`id ${id}`]
                .filter(Boolean)
                .join(', ');
              return <li key={i}>{where ? `${where}: ${p.reason}` : p.reason}</li>;
            })}
          </ul>
        </>
      )}
    </section>
  );
}

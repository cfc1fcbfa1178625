import { Trans, useLingui } from '@lingui/react/macro';
import type { ServiceType } from '@shared/domain/enums';
import { SERVICE_TYPE_LABELS } from '@client/lib/service-labels';

interface Props {
  tab: ServiceType;
  mirrorEmpty: boolean;
  searching: boolean;
}

/** What the list says instead of rows (docs/spec/product-spec.md §8, docs/spec/forms-and-messages.md NO_SERVICES_CLIENT). */
export function HomeStatus({ tab, mirrorEmpty, searching }: Props) {
  const { i18n } = useLingui();
  // An empty mirror means the first sync is still filling it, not that nothing matches.
  if (mirrorEmpty)
    return (
      <p className="home-status" role="status">
        <Trans>Loading services for offline use…</Trans>
      </p>
    );
  if (searching)
    return (
      <p className="home-status" role="status">
        <Trans>No Services Found Matching your Search.</Trans>
      </p>
    );
  const tabName = i18n._(SERVICE_TYPE_LABELS[tab]);
  return (
    <p className="home-status" role="status">
      <Trans>
        No results found matching your criteria in {tabName} tab. Please choose other Tabs at the
        bottom or Change your location or Choose different options in Side Menu.
      </Trans>
    </p>
  );
}

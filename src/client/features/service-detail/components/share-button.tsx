import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '@client/lib/toast-store';
import { shareLink } from '../lib/share-link';

interface ShareButtonProps {
  serviceName: string;
  summary: string;
}

/** Shares the page through the system sheet, or copies its link with a toast (docs/spec/product-spec.md §2). */
export function ShareButton({ serviceName, summary }: ShareButtonProps) {
  const { t } = useLingui();
  const share = async () => {
    // The page's own address without the hash: the detail route is what is shared.
    const url = window.location.href.split('#')[0] ?? window.location.href;
    const text = summary || t`${serviceName} on Refugio`;
    const outcome = await shareLink({ title: serviceName, text, url });
    if (outcome === 'copied') showToast(t`Link copied. You can paste it to share ${serviceName}.`);
    if (outcome === 'failed') {
      showToast(
        t`The link could not be shared or copied. Please copy it from the address bar.`,
        'error',
      );
    }
  };
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-label={t`Share ${serviceName}`}
      onClick={() => void share()}
    >
      <Trans>Share</Trans>
    </button>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import type { ServiceRecord } from '@shared/sync/protocol';
import { FormDialog } from '@client/components/ui/form-dialog';

// The forms and their zod schemas (~35 KB) load when a dialog first opens, not with the page: on
// a first visit they held back the service page's first paint (docs/screens.md).
const ConnectForm = lazy(() => import('./connect-form').then((m) => ({ default: m.ConnectForm })));
const ReportForm = lazy(() => import('./report-form').then((m) => ({ default: m.ReportForm })));

interface ServiceFeedbackProps {
  service: ServiceRecord;
  userId: string | null;
}

/**
 * With the flag on, people may contact the service; with it off, anyone may report wrong details
 * or claim the listing (docs/spec/forms-and-messages.md D.3).
 */
export function ServiceFeedback({ service, userId }: ServiceFeedbackProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, and kept while closed so a draft survives Cancel.
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const name = service.name;
  const close = () => setOpen(false);
  const connect = service.isShowFlag;
  const form = { serviceId: service.id, serviceName: name, userId, onDone: close, onCancel: close };
  return (
    <section className="detail-section service-feedback">
      <button
        ref={opener}
        type="button"
        className="button button--secondary button--block"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {connect
          ? t`Connect with this Service?`
          : t`Click here to Report Incorrect Info or Claim this Service`}
      </button>
      <FormDialog
        open={open}
        onClose={close}
        returnFocusTo={opener}
        title={connect ? t`Connect to ${name}?` : t`Report incorrect Info or Claim this Service?`}
      >
        {opened && (
          <Suspense
            fallback={
              <p role="status">
                <Trans>Loading…</Trans>
              </p>
            }
          >
            {connect ? <ConnectForm {...form} /> : <ReportForm {...form} />}
          </Suspense>
        )}
      </FormDialog>
    </section>
  );
}

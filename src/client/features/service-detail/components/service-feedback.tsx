import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { ServiceRecord } from '../../../../shared/sync/protocol';
import { ConnectForm } from './connect-form';
import { FormDialog } from '../../../components/ui/form-dialog';
import { ReportForm } from './report-form';

interface ServiceFeedbackProps {
  service: ServiceRecord;
  userId: string | null;
}

/**
 * With the flag on, people may contact the service; with it off, anyone may report wrong details
 * or claim the listing (forms-and-messages D.3).
 */
export function ServiceFeedback({ service, userId }: ServiceFeedbackProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
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
        onClick={() => setOpen(true)}
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
        {connect ? <ConnectForm {...form} /> : <ReportForm {...form} />}
      </FormDialog>
    </section>
  );
}

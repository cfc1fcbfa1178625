import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@client/lib/router';
import { showToast } from '@client/lib/toast-store';
import { usePageTitle } from '@client/lib/use-page-title';
import { DEFAULT_CRISIS_LINE_AREA } from '@shared/validation/crisis-line';
import type { CrisisLineFormValues } from './crisis-line-form';
import { CrisisLineForm } from './crisis-line-form';
import { CrisisLineFormEdit } from './crisis-line-form-edit';

interface CrisisLineFormScreenProps {
  /** The line to edit; null on /crisis_lines/new. */
  lineId: string | null;
  /** Where a saved new line leads (docs/spec/forms-and-messages.md: home). */
  createdPath: string;
  /** Where a saved edit leads (docs/spec/forms-and-messages.md: the directory). */
  updatedPath: string;
}

const NEW_LINE: CrisisLineFormValues = {
  name: '',
  description: '',
  descriptionEs: '',
  phone: '',
  text: '',
  chatWebLink: '',
  website: '',
  area: DEFAULT_CRISIS_LINE_AREA,
  time: '',
  hoursEs: '',
};

/** /crisis_lines/new and /crisis_lines/{id}/edit (administrators, docs/spec/product-spec.md §2). */
export function CrisisLineFormScreen({
  lineId,
  createdPath,
  updatedPath,
}: CrisisLineFormScreenProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const title = lineId ? t`Edit Crisis Line` : t`Add Crisis Line`;
  usePageTitle(title);

  const onSaved = () => {
    showToast(lineId ? t`Crisis Line Updated Successfully` : t`Crisis Line Added Successfully`);
    void navigate(lineId ? updatedPath : createdPath);
  };

  return (
    <section className="page crisis-line-form-page">
      <h1 className="page__title">{title}</h1>
      {lineId ? (
        <CrisisLineFormEdit key={lineId} lineId={lineId} onSaved={onSaved} />
      ) : (
        <CrisisLineForm lineId={null} initial={NEW_LINE} onSaved={onSaved} />
      )}
    </section>
  );
}

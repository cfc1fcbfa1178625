import { useParams } from '@client/lib/router';
import { CrisisLineFormScreen } from '@client/features/crisis-lines/components/crisis-line-form-screen';
import { PATHS } from '@client/lib/paths';

export function EditCrisisLineRoute() {
  const { id = '' } = useParams();
  return (
    <CrisisLineFormScreen lineId={id} createdPath={PATHS.home} updatedPath={PATHS.crisisLines} />
  );
}

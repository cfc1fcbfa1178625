import { useParams } from '../../lib/router';
import { CrisisLineFormScreen } from '../../features/crisis-lines/components/crisis-line-form-screen';
import { PATHS } from '../paths';

export function EditCrisisLineRoute() {
  const { id = '' } = useParams();
  return (
    <CrisisLineFormScreen lineId={id} createdPath={PATHS.home} updatedPath={PATHS.crisisLines} />
  );
}

import { CrisisLineFormScreen } from '@client/features/crisis-lines/components/crisis-line-form-screen';
import { PATHS } from '@client/lib/paths';

export function NewCrisisLineRoute() {
  // docs/spec/forms-and-messages.md 'Crisis line': a new line leads home, an edited one to the directory.
  return (
    <CrisisLineFormScreen lineId={null} createdPath={PATHS.home} updatedPath={PATHS.crisisLines} />
  );
}

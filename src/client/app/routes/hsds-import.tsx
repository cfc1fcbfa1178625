import { ImportScreen } from '../../features/hsds-import/components/import-screen';

export function HsdsImportRoute() {
  return <ImportScreen />;
}

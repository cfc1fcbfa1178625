import { ImportScreen } from '@client/features/hsds-import/components/import-screen';

export function HsdsImportRoute() {
  return <ImportScreen />;
}

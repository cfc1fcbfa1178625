import { CoordinatorsScreen } from '@client/features/regions/components/coordinators-screen';

export function RegionalCoordinatorsRoute() {
  return <CoordinatorsScreen />;
}

import { CoordinatorsScreen } from '../../features/regions/components/coordinators-screen';

export function RegionalCoordinatorsRoute() {
  return <CoordinatorsScreen />;
}

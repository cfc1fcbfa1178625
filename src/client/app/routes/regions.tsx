import { RegionsScreen } from '../../features/regions/components/regions-screen';

export function RegionsRoute() {
  return <RegionsScreen />;
}

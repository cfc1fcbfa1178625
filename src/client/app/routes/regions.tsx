import { RegionsScreen } from '@client/features/regions/components/regions-screen';

export function RegionsRoute() {
  return <RegionsScreen />;
}

import { BedsScreen } from '../../features/beds/components/beds-screen';

export function AvailableBedsRoute() {
  return <BedsScreen />;
}

import { BedsScreen } from '@client/features/beds/components/beds-screen';

export function AvailableBedsRoute() {
  return <BedsScreen />;
}

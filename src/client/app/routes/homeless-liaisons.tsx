import { LiaisonsScreen } from '@client/features/regions/components/liaisons-screen';

export function HomelessLiaisonsRoute() {
  return <LiaisonsScreen />;
}

import { LiaisonsScreen } from '../../features/regions/components/liaisons-screen';

export function HomelessLiaisonsRoute() {
  return <LiaisonsScreen />;
}

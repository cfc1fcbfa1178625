import { useSessionStore } from '../../lib/session-store';
import { FavoritesScreen } from '../../features/services/components/favorites-screen';

export function MyFavoritesRoute() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return <FavoritesScreen userId={userId} />;
}

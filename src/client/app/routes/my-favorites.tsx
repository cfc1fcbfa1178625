import { useSessionStore } from '@client/lib/session-store';
import { FavoritesScreen } from '@client/features/services/components/favorites-screen';

export function MyFavoritesRoute() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return <FavoritesScreen userId={userId} />;
}

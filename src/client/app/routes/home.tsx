import { useSessionStore } from '@client/lib/session-store';
import { preloadServiceIndex } from '@client/db/catalog';
import { earlyMirror } from '@client/db/watch-mirror';
import { HomeScreen } from '@client/features/services/components/home-screen';

// On import, not on first render: the index read overlaps the rest of the start.
preloadServiceIndex(earlyMirror());

export function HomeRoute() {
  const isAdmin = useSessionStore((s) => s.isAdmin);
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return <HomeScreen isAdmin={isAdmin} userId={userId} />;
}

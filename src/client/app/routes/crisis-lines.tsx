import { CrisisLinesScreen } from '../../features/crisis-lines/components/crisis-lines-screen';

export function CrisisLinesRoute() {
  return <CrisisLinesScreen />;
}

import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { hasAccessedBefore } from '../../lib/first-visit';
import { PATHS } from '../paths';
import { isReadingTermsFromIntroduce } from './first-visit-rules';

/** product-spec §2: without the 'already accessed' cookie, every gated route goes to /introduce. */
export function FirstVisitGate() {
  const { pathname, state } = useLocation();
  if (hasAccessedBefore() || isReadingTermsFromIntroduce(pathname, state)) return <Outlet />;
  return <Navigate to={PATHS.introduce} replace />;
}

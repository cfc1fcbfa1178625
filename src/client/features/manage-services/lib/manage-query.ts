import { ADMIN_PAGE_SIZE } from '@shared/query/constants';
import { isAdmin, isVolunteerLead, type RoleHolder } from '@shared/domain/roles';

export type ManageSort = 'newest' | 'kudos';

interface Viewer extends RoleHolder {
  id: string;
}

/**
 * The list query of /manage_services (docs/spec/product-spec.md §6, §9): administrators see every service,
 * volunteer leads the volunteer-created ones (their own are volunteer-created too), everyone else
 * their own by user id. 25 a page, newest first; top kudos sorts by likes. Permanently closed
 * services stay listed (isShowAll) so their owners can still edit or delete them.
 */
export function manageServicesQuery(
  viewer: Viewer,
  options: { search: string; sort: ManageSort; skip: number },
): string {
  const params = new URLSearchParams();
  const filter = ['isShowAll'];
  params.set('isShowAll', 'true');
  if (!isAdmin(viewer)) {
    if (isVolunteerLead(viewer)) {
      filter.push('userType');
      params.set('userType', 'VOLUNTEER');
    } else {
      filter.push('user');
      params.set('user', viewer.id);
    }
  }
  params.set('filter', filter.join(','));
  const q = options.search.trim();
  if (q) {
    params.set('search', 'name');
    params.set('q', q);
  }
  params.set('sort', options.sort === 'kudos' ? 'likes' : 'createdAt');
  params.set('direction', 'desc');
  params.set('limit', String(ADMIN_PAGE_SIZE));
  params.set('skip', String(options.skip));
  return params.toString();
}

/**
 * /manage_approvals (docs/spec/product-spec.md §4, §6): the services waiting for approval, by name. A volunteer
 * lead's queue is the volunteer-added ones; an administrator's is every unapproved service, since
 * providers' new services wait for them too (the same split as countNotApprovedServices,
 * docs/api/auth.md). `limit=0` is the server's largest page (500), the bulk routes' maximum.
 */
export function approvalsQuery(viewer: RoleHolder): string {
  const volunteersOnly = !isAdmin(viewer);
  const params = new URLSearchParams({
    filter: volunteersOnly ? 'isApproved,userType,isShowAll' : 'isApproved,isShowAll',
    isApproved: 'false',
    ...(volunteersOnly ? { userType: 'VOLUNTEER' } : {}),
    isShowAll: 'true',
    sort: 'name',
    direction: 'asc',
    limit: '0',
  });
  return params.toString();
}

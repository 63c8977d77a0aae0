import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Menu entries (spec: shared layout; back-office: menu). An entry is shown only once a route
 * for its path exists in the route table (`client/app/routes.tsx`), so a screen appears in the
 * menu as soon as its route is added there; a dropdown with no shown entry is not rendered.
 */
export interface MenuEntry {
  /** Route path (absolute). */
  path: string;
  labelKey: string;
}

/** Home and my account: every role. */
export const MAIN_MENU: readonly MenuEntry[] = [
  { path: '/', labelKey: 'MENU_HOME' },
  { path: '/user/my-account', labelKey: 'MENU_MY_ACCOUNT' },
];

/** The Local Admin dropdown: LOCAL_ADMIN and ADMIN (disallowed products here too: it is a local-admin route). */
export const LOCAL_ADMIN_MENU: readonly MenuEntry[] = [
  { path: '/local-admin/candidates', labelKey: 'MENU_LOCAL_ADMIN_CANDIDATES' },
  { path: '/local-admin/registered-users', labelKey: 'MENU_LOCAL_ADMIN_REGISTERED_USERS' },
  { path: '/local-admin/available-products', labelKey: 'MENU_LOCAL_ADMIN_AVAILABLE_PRODUCTS' },
  { path: '/local-admin/disallowed-products', labelKey: 'MENU_LOCAL_ADMIN_DISALLOWED_PRODUCTS' },
  { path: '/local-admin/translate', labelKey: 'MENU_LOCAL_ADMIN_TRANSLATE' },
];

/** The Admin dropdown: ADMIN only. */
export const ADMIN_MENU: readonly MenuEntry[] = [
  { path: '/admin/audit', labelKey: 'MENU_ADMIN_AUDIT' },
  { path: '/admin/local-admins', labelKey: 'MENU_ADMIN_LOCAL_ADMINS' },
  { path: '/admin/admins', labelKey: 'MENU_ADMIN_ADMINS' },
  { path: '/admin/regions', labelKey: 'MENU_ADMIN_REGIONS' },
  { path: '/admin/languages', labelKey: 'MENU_ADMIN_LANGUAGES' },
  { path: '/admin/api-keys', labelKey: 'MENU_ADMIN_API_KEYS' },
  { path: '/graphql', labelKey: 'MENU_ADMIN_GRAPHQL_EXPLORER' },
  { path: '/admin/products', labelKey: 'MENU_ADMIN_PRODUCTS' },
  { path: '/local-admin/disallowed-products', labelKey: 'MENU_ADMIN_BANNED_PRODUCTS' },
  { path: '/admin/available', labelKey: 'MENU_ADMIN_AVAILABLE_TABLE' },
  { path: '/admin/disallowed', labelKey: 'MENU_ADMIN_DISALLOWED_TABLE' },
  { path: '/admin/indicators', labelKey: 'MENU_ADMIN_SKIN_INDICATORS' },
  { path: '/admin/evaluations', labelKey: 'MENU_ADMIN_CROSS_TABLE' },
  { path: '/admin/inci-management', labelKey: 'MENU_ADMIN_INCI_MANAGEMENT' },
  { path: '/admin/combination-rules', labelKey: 'MENU_ADMIN_COMBINATIONS' },
];

/**
 * The Admin dropdown of a CONTENT_EDITOR (DESIGN.md): the catalogue entries and the translation
 * administration (every locale); a CONTENT_EDITOR has no Local Admin dropdown.
 */
const CONTENT_EDITOR_PATHS = new Set([
  '/admin/products',
  '/admin/indicators',
  '/admin/evaluations',
  '/admin/available',
  '/admin/disallowed',
  '/admin/inci-management',
  '/admin/combination-rules',
]);
export const CONTENT_EDITOR_MENU: readonly MenuEntry[] = [
  ...ADMIN_MENU.filter((e) => CONTENT_EDITOR_PATHS.has(e.path)),
  { path: '/local-admin/translate', labelKey: 'MENU_LOCAL_ADMIN_TRANSLATE' },
];

/** The answers of routeExists per route table: each match ranks the whole table anew. */
const existing = new WeakMap<RouteObject[], Map<string, boolean>>();

/** Whether a path is served by a route of the table (the catch-all not-found route does not count). */
export function routeExists(routes: RouteObject[], path: string): boolean {
  let answers = existing.get(routes);
  if (!answers) existing.set(routes, (answers = new Map()));
  let exists = answers.get(path);
  if (exists === undefined) {
    const matches = matchRoutes(routes, path);
    const last = matches?.[matches.length - 1];
    exists = !!last && last.route.path !== '*';
    answers.set(path, exists);
  }
  return exists;
}

/** The entries whose route exists, in their order. */
export function availableEntries(entries: readonly MenuEntry[], routes: RouteObject[]): MenuEntry[] {
  return entries.filter((e) => routeExists(routes, e.path));
}

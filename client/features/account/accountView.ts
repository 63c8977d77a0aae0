/** The route of the page. */
export const ACCOUNT_PATH = '/user/my-account';

/** The views of user/my-account, kept in the query string (`?view=details`) so a reload keeps them. */
export const ACCOUNT_VIEWS = ['overview', 'details', 'password', 'pdf'] as const;
export type AccountView = (typeof ACCOUNT_VIEWS)[number];

/** The view named by the `view` parameter; anything else is the overview. */
export function parseAccountView(value: string | null): AccountView {
  return (ACCOUNT_VIEWS as readonly string[]).includes(value ?? '') ? (value as AccountView) : 'overview';
}

/** The link to a view. */
export function accountViewPath(view: AccountView): string {
  return view === 'overview' ? ACCOUNT_PATH : `${ACCOUNT_PATH}?view=${view}`;
}

import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '../../common/enums.js';
import { hasAnyRole, type SessionUser } from './session.js';
import { useSession } from './useSession.js';

export const AUTH_PATH = '/auth';
export const RESET_PASSWORD_PATH = '/auth/reset-password';

export type GuardKind = 'user' | 'localAdmin' | 'catalogue' | 'translator' | 'admin';

const GUARD_ROLES: Record<GuardKind, readonly Role[] | null> = {
  user: null,
  localAdmin: ['LOCAL_ADMIN', 'ADMIN'],
  // DESIGN.md: CONTENT_EDITOR translates too (every locale), beside the local admins and admins.
  translator: ['LOCAL_ADMIN', 'ADMIN', 'CONTENT_EDITOR'],
  admin: ['ADMIN'],
  // DESIGN.md: CONTENT_EDITOR edits the catalogue beside ADMIN.
  catalogue: ['ADMIN', 'CONTENT_EDITOR'],
};

/**
 * Where a guard sends the user, or null to let them through. Not logged in → /auth; a token
 * with mustResetPassword → /auth/reset-password; a missing role → /auth (spec section 6).
 */
export function guardRedirect(kind: GuardKind, user: SessionUser | null, pathname: string): string | null {
  if (!user) return AUTH_PATH;
  if (user.mustResetPassword && pathname !== RESET_PASSWORD_PATH) return RESET_PASSWORD_PATH;
  const roles = GUARD_ROLES[kind];
  if (roles && !hasAnyRole(user, roles)) return AUTH_PATH;
  return null;
}

/**
 * What a guard leaves in the router state of its redirect: the page asked for and, when the user
 * is logged in but lacks the role, `denied`, so /auth shows the login (to switch accounts) with a
 * notice instead of sending a logged-in user home.
 */
export interface GuardState {
  from: string;
  denied?: boolean;
}

/** The guard's state in a location's state, when a guard sent the user there. */
export function guardState(state: unknown): GuardState | null {
  if (!state || typeof state !== 'object' || typeof (state as GuardState).from !== 'string') return null;
  return state as GuardState;
}

function Guard({ kind, children }: { kind: GuardKind; children?: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  const to = guardRedirect(kind, user, location.pathname);
  if (to) {
    const state: GuardState = { from: location.pathname + location.search };
    if (user && to === AUTH_PATH) state.denied = true;
    return <Navigate to={to} replace state={state} />;
  }
  return children ?? <Outlet />;
}

/** Logged-in users (and not while a password change is forced). Layout route or wrapper. */
export function RequireUser({ children }: { children?: ReactNode }) {
  return <Guard kind="user">{children}</Guard>;
}

/** LOCAL_ADMIN or ADMIN; anyone else goes to /auth. */
export function RequireLocalAdmin({ children }: { children?: ReactNode }) {
  return <Guard kind="localAdmin">{children}</Guard>;
}

/** LOCAL_ADMIN, ADMIN or CONTENT_EDITOR (the translation administration); anyone else goes to /auth. */
export function RequireTranslator({ children }: { children?: ReactNode }) {
  return <Guard kind="translator">{children}</Guard>;
}

/** ADMIN only; anyone else goes to /auth. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  return <Guard kind="admin">{children}</Guard>;
}

/** ADMIN or CONTENT_EDITOR (catalogue screens); anyone else goes to /auth. */
export function RequireCatalogueEditor({ children }: { children?: ReactNode }) {
  return <Guard kind="catalogue">{children}</Guard>;
}

/** Where the root sends a session on a path, or null: see SessionRedirects. */
export function sessionRedirect(user: SessionUser | null, pathname: string, state: unknown): string | null {
  if (user?.mustResetPassword && pathname !== RESET_PASSWORD_PATH) return RESET_PASSWORD_PATH;
  if (user && !user.mustResetPassword && pathname === AUTH_PATH && !guardState(state)?.denied) return '/';
  return null;
}

/**
 * At the root: a user whose password change is forced goes to /auth/reset-password from every
 * route but that one; a logged-in user opening /auth goes home, unless a guard sent them there
 * for a role they lack (spec: /auth is the destination of non-admin users).
 */
export function SessionRedirects({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname, state } = useLocation();
  const to = sessionRedirect(user, pathname, state);
  if (to) return <Navigate to={to} replace />;
  return children;
}

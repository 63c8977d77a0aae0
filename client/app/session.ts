import { decodeJwt } from 'jose';
import { knownRoles, type Role } from '../../common/enums.js';

/** localStorage key of the stored session: `{ token }` (spec: "a user-data key"). */
export const SESSION_STORAGE_KEY = 'userData';
/** Keys starting with this prefix hold draft data (e.g. an unsaved program) and go at logout. */
export const DRAFT_STORAGE_PREFIX = 'draft.';
export const TOKEN_CHECK_INTERVAL_MS = 5000;
export const TOKEN_REFRESH_THRESHOLD_MS = 60000;

/** The logged-in user as the token describes it. */
export interface SessionUser {
  token: string;
  /** The `sub` claim. */
  email: string;
  /** Known roles only; any other authority is ignored. */
  roles: Role[];
  preferredLanguage: string;
  fallbackLocale: string;
  mustResetPassword: boolean;
  /** Expiry in epoch milliseconds. */
  expiresAt: number;
}

/** Reads the claims of a JWT without verifying it (the server verifies every request). */
export function decodeToken(token: string): SessionUser | null {
  try {
    const claims = decodeJwt(token);
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    const authorities = typeof claims.authorities === 'string' ? claims.authorities.split(/\s+/) : [];
    return {
      token,
      email: claims.sub,
      roles: knownRoles(authorities.filter(Boolean)),
      preferredLanguage: typeof claims.preferredLanguage === 'string' ? claims.preferredLanguage : '',
      fallbackLocale: typeof claims.fallbackLocale === 'string' ? claims.fallbackLocale : '',
      mustResetPassword: claims.mustResetPassword === true,
      expiresAt: claims.exp * 1000,
    };
  } catch {
    return null;
  }
}

export function hasAnyRole(user: SessionUser | null, roles: readonly Role[]): boolean {
  return !!user && user.roles.some((r) => roles.includes(r));
}

/** What the session needs from the outside world; wired once at start (see `connect`). */
export interface SessionConnections {
  /** Calls the RefreshToken mutation and resolves with the new token. */
  refresh?: () => Promise<string>;
  /** Receives a refresh failure (the session is kept; the expiry check logs out later). */
  onRefreshError?: (error: unknown) => void;
  /** Records the logout on the server (the Logout mutation); failures are ignored. */
  serverLogout?: () => Promise<unknown>;
  /** After the local state is cleared: clear the Apollo cache, go to /auth. */
  afterLogout?: () => void | Promise<void>;
}

export interface SessionOptions {
  storage: Storage;
  now?: () => number;
}

/**
 * The session: the current token, its restoration at start, the 5-second expiry check with
 * refresh under 60 seconds left, and logout. Framework-free; React reads it through `useSession`.
 */
export class SessionStore {
  private user: SessionUser | null;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private refreshing: Promise<void> | undefined;
  private connections: SessionConnections = {};
  private readonly storage: Storage;
  private readonly now: () => number;

  constructor(options: SessionOptions) {
    this.storage = options.storage;
    this.now = options.now ?? Date.now;
    this.user = this.restore();
  }

  connect(connections: SessionConnections): void {
    this.connections = { ...this.connections, ...connections };
  }

  /** The stored token if it is still valid; an expired or unreadable one is discarded. */
  private restore(): SessionUser | null {
    const raw = this.storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    let user: SessionUser | null;
    try {
      const stored = JSON.parse(raw) as { token?: unknown };
      user = typeof stored.token === 'string' ? decodeToken(stored.token) : null;
    } catch {
      user = null;
    }
    if (!user || user.expiresAt <= this.now()) {
      this.storage.removeItem(SESSION_STORAGE_KEY);
      return null;
    }
    return user;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getUser = (): SessionUser | null => this.user;

  /** The token to send, only while it is unexpired. */
  getToken(): string | null {
    return this.user && this.user.expiresAt > this.now() ? this.user.token : null;
  }

  private set(user: SessionUser | null): void {
    this.user = user;
    if (user) this.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: user.token }));
    else this.storage.removeItem(SESSION_STORAGE_KEY);
    for (const listener of [...this.listeners]) listener();
  }

  /** Starts a session with a token from login, a password change or a refresh. */
  setToken(token: string): SessionUser {
    const user = decodeToken(token);
    if (!user) throw new Error('The server sent an unreadable token');
    this.set(user);
    return user;
  }

  /** Re-reads storage, e.g. after another tab logged in or out. */
  syncFromStorage(): void {
    const user = this.restore();
    if (user?.token !== this.user?.token) {
      this.user = user;
      for (const listener of [...this.listeners]) listener();
    }
  }

  /**
   * Logout: records it on the server while the token is still sent (failures ignored), then
   * clears the user, the stored session and draft data, and hands over to `afterLogout`.
   */
  async logout(options: { callServer?: boolean } = {}): Promise<void> {
    if (!this.user) return;
    if (options.callServer !== false && this.connections.serverLogout && this.getToken()) {
      await this.connections.serverLogout().catch(() => undefined);
    }
    for (let i = this.storage.length - 1; i >= 0; i--) {
      const key = this.storage.key(i);
      if (key?.startsWith(DRAFT_STORAGE_PREFIX)) this.storage.removeItem(key);
    }
    this.set(null);
    await this.connections.afterLogout?.();
  }

  /**
   * One tick of the token check: an expired token logs out; under 60 s left asks for a new
   * token and replaces it. A refresh error is handed to `onRefreshError` and does not log out.
   */
  async check(): Promise<void> {
    const user = this.user;
    if (!user) return;
    const left = user.expiresAt - this.now();
    if (left <= 0) {
      await this.logout({ callServer: false });
      return;
    }
    if (left >= TOKEN_REFRESH_THRESHOLD_MS || !this.connections.refresh || this.refreshing) return;
    const refresh = this.connections.refresh;
    this.refreshing = (async () => {
      try {
        const token = await refresh();
        // A logout while the refresh was under way wins.
        if (this.user?.email === user.email) this.setToken(token);
      } catch (error) {
        this.connections.onRefreshError?.(error);
      } finally {
        this.refreshing = undefined;
      }
    })();
    await this.refreshing;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.check(), TOKEN_CHECK_INTERVAL_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}

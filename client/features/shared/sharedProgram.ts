import type { SharedProgram } from '../../../common/shared-program.js';

export type SharedState =
  | { kind: 'loading' }
  | { kind: 'shown'; program: SharedProgram }
  /** Revoked, expired, malformed or unknown: the server says 404 for all alike. */
  | { kind: 'invalid' }
  /** Throttled, offline or a server error: worth another try. */
  | { kind: 'failed' };

/** The shared program of a token, over plain fetch (a public page: no Apollo, decision 065). */
export async function fetchSharedProgram(token: string, fetchFn: typeof fetch = fetch): Promise<SharedState> {
  try {
    const response = await fetchFn(`/public/api/shared/${encodeURIComponent(token)}`, {
      headers: { accept: 'application/json' },
    });
    if (response.status === 404) return { kind: 'invalid' };
    if (!response.ok) return { kind: 'failed' };
    return { kind: 'shown', program: (await response.json()) as SharedProgram };
  } catch {
    return { kind: 'failed' };
  }
}

/** A text of the page with its `{{name}}` placeholders filled. */
export const fill = (text: string | undefined, values: Record<string, string> = {}): string =>
  (text ?? '').replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

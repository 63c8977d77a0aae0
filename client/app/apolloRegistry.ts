/*
 * Apollo is loaded only with the logged-in part of the app (see ApolloScope.tsx). The session
 * clears its cache at logout through this registry, without importing Apollo itself.
 */
let current: { clearStore: () => Promise<unknown> } | undefined;

export function registerApolloClient(client: { clearStore: () => Promise<unknown> }): void {
  current = client;
}

/** Empties the Apollo cache if the client was created (logout). */
export async function clearApolloStore(): Promise<void> {
  await current?.clearStore().catch(() => undefined);
}

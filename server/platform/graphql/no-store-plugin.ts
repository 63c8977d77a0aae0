import type { ApolloServerPlugin } from '@apollo/server';

/**
 * `Cache-Control: no-store` on every answer Apollo executes, as Apollo's cache-control plugin set it
 * (the schema declares no cache hints, so it never computed anything else). That plugin is off
 * (app.ts): its per-field hook made Apollo wrap every resolver of every operation.
 */
export const noStorePlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (!response.http.headers.has('cache-control')) response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};

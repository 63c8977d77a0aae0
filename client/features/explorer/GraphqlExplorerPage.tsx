import type { Fetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
// Monaco's editor, JSON and GraphQL workers, bundled by Vite as files of our own origin (no CDN).
import 'graphiql/setup-workers/vite';
// GraphiQL's own styles without its bundled data: fonts (our CSP has font-src 'self'); Monaco's CSS comes with its modules.
import 'graphiql/graphiql.css';
import '@graphiql/react/style.css';
import '@graphiql/plugin-doc-explorer/style.css';
import '@graphiql/plugin-history/style.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle.js';
import { useSession } from '../../app/useSession.js';
import { PageSpinner } from '../../ui/Spinner.js';
import './explorer.css';
import { useEnglishPortals } from './useEnglishPortals.js';
import { useExplorerDocument } from './useExplorerDocument.js';

const DEFAULT_QUERY = `# The catalogue as an integrator's API key sees it (the header editor takes
# {"Authorization": "ApiKey skc_…"} to run as a key instead of your session).
query Products {
  products {
    id
    code
    isInOffer
  }
}
`;

const carriesCredentials = (headers: Record<string, unknown>) =>
  Object.keys(headers).some((name) => ['authorization', 'x-api-key'].includes(name.toLowerCase()));

/**
 * /graphql for ADMINs: GraphiQL from the installed package, a chunk of its own, in a document of
 * its own (useExplorerDocument). Queries run with the admin's session token unless the header
 * editor names other credentials (a pasted API key); documentation and history come with
 * GraphiQL's default plugins.
 */
export function GraphqlExplorerPage() {
  const ownDocument = useExplorerDocument();
  const { t } = useTranslation();
  usePageTitle('GRAPHQL_EXPLORER_TITLE');
  const { store } = useSession();
  const fetcher = useMemo<Fetcher>(
    () => async (params, options) => {
      const given = (options?.headers ?? {}) as Record<string, string>;
      const token = store.getToken();
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
        ...given,
      };
      if (token && !carriesCredentials(given)) headers.authorization = `Bearer ${token}`;
      const response = await fetch('/graphql', { method: 'POST', headers, body: JSON.stringify(params) });
      return response.json();
    },
    [store],
  );
  useEnglishPortals(ownDocument);
  if (!ownDocument) return <PageSpinner />;
  return (
    <section className="graphql-explorer" aria-label={t('GRAPHQL_EXPLORER_TITLE')}>
      <h1 className="visually-hidden">{t('GRAPHQL_EXPLORER_TITLE')}</h1>
      <p className="graphql-explorer__hint">{t('GRAPHQL_EXPLORER_HINT')}</p>
      {/* GraphiQL has no translations: its English is marked as English, for screen readers' voices. */}
      <div className="graphql-explorer__frame" lang="en">
        <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} isHeadersEditorEnabled shouldPersistHeaders={false} />
      </div>
    </section>
  );
}

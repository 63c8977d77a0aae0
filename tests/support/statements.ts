import type { MikroORM } from '@mikro-orm/postgresql';
import { NOTIFIER_STATEMENT_TAG } from '../../server/platform/notifier.js';

/**
 * Calls `onStatement` with each SQL statement `orm` runs until the returned stop is called. Every
 * statement, the unit of work's and the read path's, passes MikroORM's logger (`logQuery` is
 * called whatever the debug mode, which only decides what is written). The notifier's markers run
 * beside requests every second: they are not a request's statements and are left out.
 */
export function watchStatements(orm: MikroORM, onStatement: (sql: string) => void): () => void {
  const logger = orm.config.getLogger();
  const logQuery = logger.logQuery;
  logger.logQuery = function (context) {
    if (context.query !== undefined && !context.query.startsWith(NOTIFIER_STATEMENT_TAG)) onStatement(context.query);
    return logQuery.call(this, context);
  };
  return () => {
    logger.logQuery = logQuery;
  };
}

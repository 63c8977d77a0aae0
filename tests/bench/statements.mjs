/**
 * Calls `onStatement({ query, params, took })` with each SQL statement `orm` runs until the
 * returned stop is called: every statement, the unit of work's and the read path's, passes
 * MikroORM's logger (`logQuery` is called whatever the debug mode). `took` is in whole ms.
 * The benches' twin of tests/support/statements.ts (they run on dist/, without TypeScript).
 */
export function watchStatements(orm, onStatement) {
  const logger = orm.config.getLogger();
  const logQuery = logger.logQuery;
  logger.logQuery = function (context) {
    if (context.query !== undefined) onStatement(context);
    return logQuery.call(this, context);
  };
  return () => {
    logger.logQuery = logQuery;
  };
}

/** SQL pieces of a region for the read paths of the modules whose records show one. */

/**
 * The region as the managed-user and candidate records show it (alias `r`, or null); `locale`
 * shapes the default locale (REST's `{ language, country }` or "ll_CC" as stored).
 */
export const regionJson = (locale: (column: string) => string = (column) => column) =>
  `case when r.id is null then null else json_build_object('id', r.id, 'name', r.name, 'defaultLocale', ${locale('r.default_locale')}, 'enabled', r.enabled, 'version', r.version) end`;

export const REGION_JSON = regionJson();

import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000Initial } from './Migration20261122000000Initial.js';
import { Migration20261123000000DataVersionNotify } from './Migration20261123000000DataVersionNotify.js';
import { Migration20261123000100ProgramNumberSearch } from './Migration20261123000100ProgramNumberSearch.js';
import { Migration20261124020000PersonSearch } from './Migration20261124020000PersonSearch.js';
import { Migration20261124040000LoginSession } from './Migration20261124040000LoginSession.js';
import { Migration20261125010000PersonSearchKey } from './Migration20261125010000PersonSearchKey.js';
import { Migration20261125030000AuditFilterIndexes } from './Migration20261125030000AuditFilterIndexes.js';
import { Migration20261125050000InciReloadJob } from './Migration20261125050000InciReloadJob.js';
import { Migration20261126010000ApiKey } from './Migration20261126010000ApiKey.js';
import { Migration20261127010000ProgramClientReference } from './Migration20261127010000ProgramClientReference.js';
import { Migration20261127030000AccountNotifySkipsLogin } from './Migration20261127030000AccountNotifySkipsLogin.js';
import { Migration20261201010000IdempotencyKey } from './Migration20261201010000IdempotencyKey.js';
import { Migration20261201030000AuditEventData } from './Migration20261201030000AuditEventData.js';
import { Migration20261202010000ProgramShareLink } from './Migration20261202010000ProgramShareLink.js';
import { Migration20261202020000CatalogueEntryVersion } from './Migration20261202020000CatalogueEntryVersion.js';
import { Migration20261202030000CombinationRule } from './Migration20261202030000CombinationRule.js';

/** Migrations in order; never edited once landed. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000Initial', class: Migration20261122000000Initial },
  { name: 'Migration20261123000000DataVersionNotify', class: Migration20261123000000DataVersionNotify },
  { name: 'Migration20261123000100ProgramNumberSearch', class: Migration20261123000100ProgramNumberSearch },
  { name: 'Migration20261124020000PersonSearch', class: Migration20261124020000PersonSearch },
  { name: 'Migration20261124040000LoginSession', class: Migration20261124040000LoginSession },
  { name: 'Migration20261125010000PersonSearchKey', class: Migration20261125010000PersonSearchKey },
  { name: 'Migration20261125030000AuditFilterIndexes', class: Migration20261125030000AuditFilterIndexes },
  { name: 'Migration20261125050000InciReloadJob', class: Migration20261125050000InciReloadJob },
  { name: 'Migration20261126010000ApiKey', class: Migration20261126010000ApiKey },
  { name: 'Migration20261127010000ProgramClientReference', class: Migration20261127010000ProgramClientReference },
  { name: 'Migration20261127030000AccountNotifySkipsLogin', class: Migration20261127030000AccountNotifySkipsLogin },
  { name: 'Migration20261201010000IdempotencyKey', class: Migration20261201010000IdempotencyKey },
  { name: 'Migration20261201030000AuditEventData', class: Migration20261201030000AuditEventData },
  { name: 'Migration20261202010000ProgramShareLink', class: Migration20261202010000ProgramShareLink },
  { name: 'Migration20261202020000CatalogueEntryVersion', class: Migration20261202020000CatalogueEntryVersion },
  { name: 'Migration20261202030000CombinationRule', class: Migration20261202030000CombinationRule },
];

import type { FastifyInstance } from 'fastify';
import type { AuditEventRow } from './audit-query.js';
import { auditPage } from './audit.service.js';
import { AUDIT_EVENT_TYPES } from '../../../common/enums.js';
import { auditQuerySchema } from '../../../common/validation/admin.js';
import { fromYup } from '../../platform/openapi/from-yup.js';
import { arr, bool, dateTime, int, nullable, obj, str, strEnum } from '../../platform/openapi/json-schema.js';
import { doc } from '../../platform/openapi/route-doc.js';

const auditPageSchema = obj({
  page: int(),
  totalPages: int(),
  totalElements: int(),
  totalCapped: bool({ description: 'true: the count stopped at 10,000.' }),
  mixtures: arr(
    obj({ createdDate: dateTime(), username: str(), event: strEnum(AUDIT_EVENT_TYPES), message: nullable(str()) }),
    { description: "The events (the spec's name)." },
  ),
});

/** An entry in the spec's shape: the account name is GraphQL's addition. */
const specEvent = ({ createdDate, username, event, message }: AuditEventRow) => ({
  createdDate,
  username,
  event,
  message,
});

/** POST /secured/api/admin/audit: the list keeps the spec's name `mixtures` (DESIGN.md). */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/secured/api/admin/audit',
    doc({
      summary:
        'The audit log, newest first, filtered by dates, user and event types; successful logins may be left out.',
      tags: ['audit'],
      body: fromYup(auditQuerySchema),
      response: { 200: auditPageSchema },
    }),
    async (req) => {
      const page = await auditPage(req.ctx, req.body ?? {});
      return {
        page: page.page,
        totalPages: page.totalPages,
        totalElements: page.totalElements,
        totalCapped: page.totalCapped,
        mixtures: page.events.map(specEvent),
      };
    },
  );
}

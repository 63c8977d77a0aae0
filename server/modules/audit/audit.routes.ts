import type { FastifyInstance } from 'fastify';
import { auditPage, presentAuditEvent } from './audit.service.js';

/** POST /secured/api/admin/audit: the list keeps the spec's name `mixtures` (DESIGN.md). */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.post('/secured/api/admin/audit', async (req) => {
    const page = await auditPage(req.ctx, req.body ?? {});
    return { page: page.page, totalPages: page.totalPages, totalElements: page.totalElements, totalCapped: page.totalCapped, mixtures: page.events.map(presentAuditEvent) };
  });
}

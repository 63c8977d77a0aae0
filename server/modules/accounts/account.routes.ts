import type { FastifyInstance } from 'fastify';
import { pdfUserInfoSchema as pdfUserInfoInput, userDetailsSchema } from '../../../common/validation/account.js';
import { fromYup, restBody } from '../../platform/openapi/from-yup.js';
import { doc } from '../../platform/openapi/route-doc.js';
import { profileToRest, userDetailsFromRest } from './account.rest.js';
import { pdfUserInfoSchema, profileSchema } from './account.schemas.js';
import * as accounts from './account.service.js';

const tags = ['account'];

/** The spec's REST paths for the own profile (section 7), thin adapters over the account service. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/secured/api/user',
    doc({ summary: "The caller's profile with the PDF company data.", tags, response: { 200: profileSchema } }),
    async (req) => profileToRest(await accounts.profile(req.ctx)),
  );
  app.put(
    '/secured/api/user',
    doc({
      summary: "Updates the caller's details (409 when the version is stale).",
      tags,
      body: restBody(userDetailsSchema, {
        locales: ['preferredLocale', 'fallbackLocale'],
        ignored: ['email', 'customerId', 'pdfUserInfo'],
      }),
      response: { 200: profileSchema },
    }),
    async (req) => {
      await accounts.updateDetails(req.ctx, userDetailsFromRest(req.body));
      return profileToRest(await accounts.profile(req.ctx));
    },
  );
  app.put(
    '/secured/api/user/pdfdata',
    doc({
      summary: "Saves the company data printed on the caller's PDFs.",
      tags,
      body: fromYup(pdfUserInfoInput),
      response: { 200: pdfUserInfoSchema },
    }),
    (req) => accounts.updatePdfData(req.ctx, req.body),
  );
}

import type { FastifyInstance } from 'fastify';
import {
  forgottenPasswordSchema,
  loginSchema,
  passwordChangeSchema,
  resetRequestSchema,
  resetTokenSchema,
} from '../../../common/validation/auth.js';
import { fromYup } from '../../platform/openapi/from-yup.js';
import { bool, obj, str, success } from '../../platform/openapi/json-schema.js';
import { doc } from '../../platform/openapi/route-doc.js';
import * as auth from './auth.service.js';

const tags = ['authorization'];
const token = {
  200: obj({ token: str({ description: 'A bearer token (JWT, 30 minutes); refresh it before it expires.' }) }),
};

/** The spec's REST paths (section 7), thin adapters over the auth service. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/public/api/authorization/login',
    doc({
      summary: 'Logs in with e-mail and password (401 ERROR_LOGIN_FAILED; 429 when throttled).',
      tags,
      body: fromYup(loginSchema),
      response: token,
    }),
    (req) => auth.login(req.ctx, req.body),
  );
  app.post(
    '/public/api/authorization/reset',
    doc({
      summary: 'Asks for a password-reset e-mail; the answer is the same for known and unknown addresses.',
      tags,
      body: fromYup(resetRequestSchema),
      response: { 200: success },
    }),
    async (req) => ({ success: await auth.requestPasswordReset(req.ctx, req.body) }),
  );
  app.post(
    '/public/api/authorization/reset/check',
    doc({
      summary:
        "Whether a reset link's token can still be used (known, unused, not expired); reading it does not use it up (429 when throttled).",
      tags,
      body: fromYup(resetTokenSchema),
      response: { 200: obj({ valid: bool() }) },
    }),
    (req) => auth.resetTokenState(req.ctx, req.body),
  );
  app.post(
    '/public/api/authorization/change',
    doc({
      summary: 'Sets a new password with the token of a reset e-mail.',
      tags,
      body: fromYup(forgottenPasswordSchema),
      response: { 200: success },
    }),
    async (req) => ({ success: await auth.resetForgottenPassword(req.ctx, req.body) }),
  );
  app.post(
    '/secured/api/authorization/change',
    doc({
      summary: "Changes the caller's own password; other sessions' tokens stop working.",
      tags,
      body: fromYup(passwordChangeSchema),
      response: token,
    }),
    (req) => auth.changeOwnPassword(req.ctx, req.body),
  );
  // "reresh" is the documented path; "refresh" beside it (DESIGN.md).
  app.post(
    '/secured/api/authorization/reresh',
    doc({ summary: "A fresh token of the same session (the spec's spelling).", tags, response: token }),
    (req) => auth.refresh(req.ctx),
  );
  app.post(
    '/secured/api/authorization/refresh',
    doc({ summary: 'A fresh token of the same session.', tags, response: token }),
    (req) => auth.refresh(req.ctx),
  );
}

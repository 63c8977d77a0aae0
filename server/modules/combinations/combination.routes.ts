import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMBINATION_KINDS, COMBINATION_SEVERITIES, PRODUCT_CATEGORIES } from '../../../common/enums.js';
import { localeFromWire } from '../../../common/locales.js';
import { arr, bool, int, nullable, obj, str, strEnum, wireLocale } from '../../platform/openapi/json-schema.js';
import { doc } from '../../platform/openapi/route-doc.js';
import { localeToWire } from '../../platform/rest-shapes.js';
import * as combinations from './combination.service.js';

type IdQuery = FastifyRequest<{ Querystring: { id?: string } }>;
type IdParams = FastifyRequest<{ Params: { id?: string } }>;
const RULE = '/secured/api/admin/combination-rule';
const tags = ['catalogue administration'];
const idQuery = obj({ id: int() });

const ruleSchema = obj({
  id: int(),
  code: str(),
  version: int({ description: 'Send it back with a save (409 when stale).' }),
  productId: int({ description: 'The smaller id of a product pair.' }),
  otherProductId: nullable(int()),
  otherCategory: nullable(strEnum(PRODUCT_CATEGORIES)),
  kind: strEnum(COMBINATION_KINDS, {
    description: 'NOT_SAME_ROUTINE_TIME warns whenever both are in the program (products carry no routine time).',
  }),
  severity: strEnum(COMBINATION_SEVERITIES),
  messagePlaceholder: str({ description: "Translation key of the rule's message." }),
  messages: arr(obj({ locale: wireLocale, value: str() })),
  comment: nullable(str({ description: 'Its source; not shown to users.' })),
});

const saveSchema = {
  ...ruleSchema,
  description:
    'The rule as GET shows it (code and messagePlaceholder ignored); no id makes a new rule. Exactly one of otherProductId ' +
    'and otherCategory; messages need de_DE and en_GB. 400 VALIDATION_COMBINATION_SAME_PRODUCT for a product and itself, ' +
    '400 VALIDATION_INVALID_ID for an unknown product, 409 ERROR_COMBINATION_RULE_DUPLICATE for a pair that has a rule.',
  properties: {
    ...(ruleSchema.properties as Record<string, unknown>),
    id: nullable(int()),
    version: nullable(int()),
  },
  required: ['productId', 'kind', 'severity', 'messages'],
};

const toRest = (r: combinations.CombinationRuleDetail) => ({
  ...r,
  messages: r.messages.map((m) => ({ locale: localeToWire(m.locale), value: m.value })),
});

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A posted rule for the service: read-only fields dropped, the messages' locales in either shape. */
function fromRest(body: unknown): unknown {
  if (!isPlainObject(body)) return body;
  const { code: _code, messagePlaceholder: _key, messages, ...rest } = body;
  return {
    ...rest,
    ...(messages === undefined
      ? {}
      : {
          messages: Array.isArray(messages)
            ? messages.map((m: unknown) => (isPlainObject(m) ? { ...m, locale: localeFromWire(m.locale) } : m))
            : messages,
        }),
  };
}

/** Combination rules of the back office: all, one, save, delete. ADMIN and CONTENT_EDITOR. */
export async function combinationRoutes(app: FastifyInstance): Promise<void> {
  app.get(RULE, doc({ summary: 'Every combination rule.', tags, response: { 200: arr(ruleSchema) } }), async (req) =>
    (await combinations.adminRules(req.ctx)).map(toRest),
  );
  app.get(
    `${RULE}/id`,
    doc({ summary: 'One combination rule.', tags, querystring: idQuery, response: { 200: ruleSchema } }),
    async (req: IdQuery) => toRest(await combinations.adminRule(req.ctx, req.query.id)),
  );
  app.post(
    RULE,
    doc({
      summary: 'Saves a combination rule (409 when its version is stale or its pair has a rule).',
      tags,
      body: saveSchema,
      response: { 200: ruleSchema },
    }),
    async (req) =>
      toRest(await combinations.adminRule(req.ctx, await combinations.saveRule(req.ctx, fromRest(req.body)))),
  );
  const deleteDoc = (where: 'querystring' | 'params') =>
    doc({
      summary: 'Deletes a combination rule and its messages.',
      tags,
      [where]: idQuery,
      response: { 200: bool({ description: 'true once deleted.' }) },
    });
  app.delete(RULE, deleteDoc('querystring'), (req: IdQuery) => combinations.deleteRule(req.ctx, req.query.id));
  app.delete(`${RULE}/:id`, deleteDoc('params'), (req: IdParams) => combinations.deleteRule(req.ctx, req.params.id));
}

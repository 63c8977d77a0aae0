import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUDIT_EVENT_TYPES, type AuditEventType } from '../../../common/enums.js';
import { createTestApp, gql, loginToken, withToken, type TestApp } from '../../support/app.js';
import { startSmtp } from '../../support/smtp.js';
import { demoRegions, insertCandidate, sqlOf, type Regions, type Sql } from '../local-admin/fixtures.js';
import { waitFor } from '../../support/wait-for.mjs';
import { fullProgram, insertCatalogue, pdfOptions, saveRest, type Catalogue } from '../programs/fixtures.js';

/**
 * Every audit event type of the spec (back-office section 3) is recorded exactly once by the
 * action that stands for it. Each step counts the events before and after one action.
 */
let t: TestApp;
let sql: Sql;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let r: Regions;
let c: Catalogue;
const covered = new Set<AuditEventType>();

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL: 'https://app.example.test' });
  sql = sqlOf(t);
  r = await demoRegions(sql);
  c = await insertCatalogue(t.orm);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const counts = async () => {
  const rows = await sql<{ event: AuditEventType; n: number }>(
    'select event, count(*)::int as n from audit_event group by event',
  );
  return new Map(rows.map((row) => [row.event, row.n]));
};

/** Runs `action` and checks that each of `events` was recorded exactly once, and nothing else of the spec's types more than once. */
async function recordsOnce<T>(events: AuditEventType[], action: () => Promise<T>): Promise<T> {
  const before = await counts();
  const result = await action();
  const after = await counts();
  for (const event of AUDIT_EVENT_TYPES) {
    const delta = (after.get(event) ?? 0) - (before.get(event) ?? 0);
    expect({ event, delta }).toEqual({ event, delta: events.includes(event) ? 1 : 0 });
  }
  for (const event of events) covered.add(event);
  return result;
}

const inject = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
  const options = { method, url, ...(payload === undefined ? {} : { payload: payload as object }) };
  return t.app.inject(token ? withToken(token, options) : options);
};
const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
  const done = await res;
  expect({ status: done.statusCode, body: done.statusCode === 200 ? '' : done.body }).toEqual({
    status: 200,
    body: '',
  });
  return done as unknown as { json(): Record<string, unknown> & { id: string } };
};

describe('audit events', () => {
  it('records each of the 49 event types exactly once per action', async () => {
    const user = await recordsOnce(['LOGIN_ATTEMPT', 'LOGIN_SUCCESS'], () => loginToken(t.app, 'user@example.com'));
    const admin = await loginToken(t.app, 'admin@example.com');
    const localAdmin = await loginToken(t.app, 'local.admin@example.com');

    // Own account and PDF data.
    const profile = (await ok(inject(user, 'GET', '/secured/api/user'))).json() as unknown as Record<
      string,
      unknown
    > & { version: number };
    await recordsOnce(['UPDATE_USER_DATA', 'UPDATE_USER_DATA_SUCCESS'], () =>
      ok(
        inject(user, 'PUT', '/secured/api/user', {
          id: profile.id,
          name: 'Ula',
          surname: profile.surname,
          companyName: profile.companyName,
          phoneNo: profile.phoneNo,
          preferredLocale: profile.preferredLocale,
          fallbackLocale: profile.fallbackLocale,
          version: profile.version,
        }),
      ),
    );
    const pdf = (await ok(inject(user, 'GET', '/secured/api/user'))).json().pdfUserInfo as Record<string, unknown>;
    await recordsOnce(['UPDATE_PDF_DATA', 'UPDATE_PDF_DATA_SUCCESS'], () =>
      ok(inject(user, 'PUT', '/secured/api/user/pdfdata', { ...pdf, companyName: 'Nowa nazwa' })),
    );

    // Programs and PDFs.
    const saved = await recordsOnce(['SAVE_SKIN_CARE_PROGRAM', 'SAVE_SKIN_CARE_PROGRAM_SUCCESS'], () =>
      ok(saveRest(t.app, user, fullProgram(c))),
    );
    const programId = saved.json().id;
    const generated = await recordsOnce(['GENERATE_PDF_SKIN_CARE_PROGRAM'], () =>
      ok(inject(user, 'POST', '/secured/api/skincareprogram/pdf/generate', pdfOptions(programId))),
    );
    const pdfId = generated.json().pdfId as string;
    await recordsOnce(['DOWNLOAD_PDF'], () =>
      ok(inject(user, 'GET', `/secured/api/skincareprogram/pdf/download?mixtureId=${programId}&pdfId=${pdfId}`)),
    );
    await recordsOnce(['SHARE_LINK_CREATED'], () =>
      ok(inject(user, 'POST', `/secured/api/skincareprogram/${programId}/share`)),
    );
    await recordsOnce(['SHARE_LINK_REVOKED'], () =>
      ok(inject(user, 'DELETE', `/secured/api/skincareprogram/${programId}/share`)),
    );
    await recordsOnce(['DELETE_SKIN_CARE_PROGRAM'], () =>
      ok(inject(user, 'DELETE', `/secured/api/skincareprogram?id=${programId}`)),
    );

    // Registration and the local admin's users and candidates.
    await recordsOnce(['CREATE_USER'], () =>
      ok(
        inject(null, 'POST', '/public/api/candidate', {
          email: 'walk.candidate@example.com',
          customerId: 'C-9',
          companyName: 'Salon',
          name: 'Wanda',
          surname: 'Walk',
          phoneNo: '+48 1',
          regionId: r.polska,
          preferredLocale: { language: 'pl', country: 'PL' },
          fallbackLocale: { language: 'en', country: 'GB' },
          termsConfirmed: true,
          privacyPolicyConfirmed: true,
        }),
      ),
    );
    const confirmed = await insertCandidate(sql, { email: 'walk.confirmed@example.com', regionId: r.polska });
    await recordsOnce(['ADMIN_REGISTER_CANDIDATE', 'ADMIN_REGISTER_CANDIDATE_SUCCESS'], () =>
      ok(
        inject(localAdmin, 'POST', '/secured/api/local-admin/user/register', {
          kokoCandidateId: confirmed,
          customerId: 'C-10',
          version: 1,
        }),
      ),
    );
    const doomed = await insertCandidate(sql, { email: 'walk.doomed@example.com', regionId: r.polska });
    await recordsOnce(['ADMIN_DELETE_CANDIDATE'], () =>
      ok(inject(localAdmin, 'DELETE', `/secured/api/local-admin/user/register?id=${doomed}`)),
    );
    const created = await recordsOnce(['ADMIN_CREATE_NEW_USER', 'ADMIN_CREATE_NEW_USER_SUCCESS'], () =>
      ok(
        inject(localAdmin, 'POST', '/secured/api/local-admin/user/new', {
          credentialsNonExpired: true,
          enabled: true,
          version: 0,
          region: { id: r.polska },
          kokoBaseUser: {
            id: 'new',
            email: 'walk.user@example.com',
            preferredLocale: { language: 'de', country: 'DE' },
          },
        }),
      ),
    );
    const newUser = created.json().kokoBaseUser as { id: string; version: number };
    await recordsOnce(['ADMIN_UPDATE_USER_DATA', 'ADMIN_UPDATE_USER_DATA_SUCCESS'], () =>
      ok(
        inject(localAdmin, 'PUT', '/secured/api/local-admin/user', {
          id: newUser.id,
          preferredLocale: { language: 'de', country: 'DE' },
          enabled: true,
          regionId: r.polska,
          version: newUser.version,
        }),
      ),
    );
    await recordsOnce(['ADMIN_DELETE_USER_DATA'], () =>
      ok(inject(localAdmin, 'DELETE', `/secured/api/local-admin/user?id=${newUser.id}`)),
    );

    // Admin accounts.
    await recordsOnce(['CREATE_ADMIN'], () =>
      ok(
        inject(admin, 'POST', '/secured/api/admin/admin', {
          enabled: true,
          version: 0,
          kokoBaseUser: {
            id: 'new',
            email: 'walk.admin@example.com',
            preferredLocale: { language: 'en', country: 'GB' },
          },
        }),
      ),
    );

    // Passwords: forgotten-password flow, own change, logout.
    // The reset mail and its success event follow the answer (the answer must not tell known accounts apart).
    const successes = async () => (await counts()).get('PASSWORD_RESET_REQUEST_SUCCESS') ?? 0;
    const successesBefore = await successes();
    await recordsOnce(['PASSWORD_RESET_REQUEST', 'PASSWORD_RESET_REQUEST_SUCCESS'], async () => {
      await ok(inject(null, 'POST', '/public/api/authorization/reset', { username: 'user.uk@example.com' }));
      await smtp.waitFor('user.uk@example.com');
      await waitFor(async () => (await successes()) > successesBefore, {
        what: 'the PASSWORD_RESET_REQUEST_SUCCESS audit event',
        timeout: 10_000,
      });
    });
    const mail = await smtp.waitFor('user.uk@example.com');
    const token = /forgotten-password\/([\w-]+)/.exec(mail.text)![1]!;
    await recordsOnce(['PASSWORD_RESET_ATTEMPT', 'PASSWORD_RESET_SUCCESS'], () =>
      ok(
        inject(null, 'POST', '/public/api/authorization/change', {
          username: 'user.uk@example.com',
          password: 'new-password-77',
          passwordRepeated: 'new-password-77',
          token,
        }),
      ),
    );
    const uk = await loginToken(t.app, 'user.uk@example.com', 'new-password-77');
    await recordsOnce(['CHANGE_PASSWORD_SUCCESS'], () =>
      ok(
        inject(uk, 'POST', '/secured/api/authorization/change', {
          currentPassword: 'new-password-77',
          password: 'other-password-88',
          passwordRepeated: 'other-password-88',
        }),
      ),
    );
    const again = await loginToken(t.app, 'user.uk@example.com', 'other-password-88');
    await recordsOnce(['LOGOUT'], async () => {
      const res = await gql<{ logout: boolean }>(t.app, 'mutation { logout }', {}, again);
      expect(res.data?.logout).toBe(true);
    });

    // Integrators' API keys.
    const key = await recordsOnce(['API_KEY_CREATED'], () =>
      ok(inject(admin, 'POST', '/secured/api/admin/api-keys', { name: 'Walk key', regionId: r.polska })),
    );
    await recordsOnce(['API_KEY_REVOKED'], () =>
      ok(inject(admin, 'DELETE', `/secured/api/admin/api-keys/${key.json().id}`)),
    );

    // The catalogue (issue 35): each change its own event.
    const texts = (name: string) => [
      { locale: { language: 'de', country: 'DE' }, value: name },
      { locale: { language: 'en', country: 'GB' }, value: name },
    ];
    const product = (extra: Record<string, unknown>) => ({
      productCategory: 'MODULAR',
      productUsage: 'BASE',
      enabled: true,
      names: texts('Walk base'),
      descriptions: texts('Walk'),
      ...extra,
    });
    const suggestion = (baseSize: number) => [{ baseSize, increment: 5, maxVolumeSuggestion: 10, recommendedInput: 2 }];
    const made = (
      await recordsOnce(['PRODUCT_CREATE'], () =>
        ok(inject(admin, 'POST', '/secured/api/admin/product', product({ baseProductSuggestions: suggestion(50) }))),
      )
    ).json() as unknown as { id: number; version: number };
    // Each edit changes one thing more of the product as it stands.
    let stands: Record<string, unknown> = { baseProductSuggestions: suggestion(50) };
    const edit = async (events: AuditEventType[], extra: Record<string, unknown>) => {
      const { version } = (
        await ok(inject(admin, 'GET', `/secured/api/admin/product/id?id=${made.id}`))
      ).json() as unknown as { version: number };
      stands = { ...stands, ...extra };
      await recordsOnce(events, () =>
        ok(inject(admin, 'POST', '/secured/api/admin/product', product({ id: made.id, version, ...stands }))),
      );
    };
    await edit(['PRODUCT_UPDATE'], { names: texts('Walk base 2') });
    await edit(['PRODUCT_DISABLE'], { enabled: false });
    await edit(['PRODUCT_ENABLE'], { enabled: true });
    await edit(['PRODUCT_BASE_SUGGESTIONS_UPDATE'], { baseProductSuggestions: suggestion(100) });
    const { version } = (
      await ok(inject(admin, 'GET', `/secured/api/admin/product/id?id=${made.id}`))
    ).json() as unknown as { version: number };
    const [indicator] = await sql<{ id: number }>('select id from skin_indicator order by id limit 1');
    await recordsOnce(['EVALUATION_UPDATE'], async () => {
      const res = await gql(
        t.app,
        'mutation($input: EvaluationCellInput!) { setEvaluation(input: $input) { id } }',
        { input: { productId: made.id, indicatorId: indicator!.id, value: 3, version } },
        admin,
      );
      expect(res.errors).toBeUndefined();
    });
    const cloned = await recordsOnce(['PRODUCT_CLONE'], () =>
      gql<{ cloneProduct: { id: number } }>(
        t.app,
        'mutation($id: Int!) { cloneProduct(id: $id) { id } }',
        { id: made.id },
        admin,
      ),
    );
    await recordsOnce(['PRODUCT_DELETE'], () =>
      ok(inject(admin, 'DELETE', `/secured/api/admin/product/${cloned.data!.cloneProduct.id}`)),
    );
    const indicatorBody = {
      skinIndicatorCategory: 'CONDITION',
      enabled: true,
      names: texts('Walk skin'),
      descriptions: texts('Walk'),
    };
    const skin = (
      await recordsOnce(['SKIN_INDICATOR_CREATE'], () =>
        ok(inject(admin, 'POST', '/secured/api/admin/skin-indicator', indicatorBody)),
      )
    ).json() as unknown as { id: number; version: number };
    let skinStands: Record<string, unknown> = {};
    const editIndicator = async (events: AuditEventType[], extra: Record<string, unknown>) => {
      const { version: v } = (
        await ok(inject(admin, 'GET', `/secured/api/admin/skin-indicator/id?id=${skin.id}`))
      ).json() as unknown as { version: number };
      skinStands = { ...skinStands, ...extra };
      await recordsOnce(events, () =>
        ok(
          inject(admin, 'POST', '/secured/api/admin/skin-indicator', {
            ...indicatorBody,
            id: skin.id,
            version: v,
            ...skinStands,
          }),
        ),
      );
    };
    await editIndicator(['SKIN_INDICATOR_UPDATE'], { skinIndicatorCategory: 'DAMAGE' });
    await editIndicator(['SKIN_INDICATOR_DISABLE'], { enabled: false });
    await editIndicator(['SKIN_INDICATOR_ENABLE'], { enabled: true });
    await recordsOnce(['SKIN_INDICATOR_CLONE'], () =>
      gql(t.app, 'mutation($id: Int!) { cloneSkinIndicator(id: $id) { id } }', { id: skin.id }, admin),
    );
    for (const [list, event] of [
      ['availability', 'REGION_AVAILABLE_PRODUCTS_UPDATE'],
      ['disallowed', 'REGION_DISALLOWED_PRODUCTS_UPDATE'],
    ] as const) {
      const current = (
        (await ok(inject(localAdmin, 'GET', `/secured/api/local-admin/products/${list}`))).json() as unknown as {
          regionProductMap: Record<string, number[]>;
        }
      ).regionProductMap[String(r.polska)]!;
      await recordsOnce([event], () =>
        ok(
          inject(localAdmin, 'PUT', `/secured/api/local-admin/products/${list}`, {
            regionId: r.polska,
            productIds: [...current, made.id],
          }),
        ),
      );
    }

    // Combination rules (decision 070): a rule between the product made above and the CARE category.
    const ruleBody = {
      productId: made.id,
      otherCategory: 'CARE',
      kind: 'NOT_TOGETHER',
      severity: 'LOW',
      messages: texts('Walk rule'),
    };
    const rule = (
      await recordsOnce(['COMBINATION_RULE_CREATE'], () =>
        ok(inject(admin, 'POST', '/secured/api/admin/combination-rule', ruleBody)),
      )
    ).json() as unknown as { id: number; version: number };
    await recordsOnce(['COMBINATION_RULE_UPDATE'], () =>
      ok(
        inject(admin, 'POST', '/secured/api/admin/combination-rule', {
          ...ruleBody,
          id: rule.id,
          version: rule.version,
          severity: 'HIGH',
        }),
      ),
    );
    await recordsOnce(['COMBINATION_RULE_DELETE'], () =>
      ok(inject(admin, 'DELETE', `/secured/api/admin/combination-rule/${rule.id}`)),
    );

    expect([...AUDIT_EVENT_TYPES].filter((e) => !covered.has(e))).toEqual([]);
    expect(AUDIT_EVENT_TYPES).toHaveLength(49);
  });
});

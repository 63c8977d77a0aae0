// The lists of reads.bench.mjs besides programs: the local admin's registered
// users with 100,000 accounts, and the admin's audit page with 10,000,000 events
// (READS_BENCH_AUDIT_EVENTS), both filled by generate_series in SQL. Each case's anchor is one
// hand-written statement building the same JSON as the app's REST answer (checked equal first).

const FIRST = [
  'Anna',
  'Piotr',
  'Maria',
  'Jan',
  'Katarzyna',
  'Tomasz',
  'Ewa',
  'Lukas',
  'Sophie',
  'Jonas',
  'Lea',
  'Felix',
];
const HEAD = ['kow', 'nowa', 'wis', 'zie', 'szym', 'mull', 'schm', 'beck', 'hoff', 'smi', 'tay', 'wil', 'bro', 'dab'];
const TAIL = ['alski', 'ak', 'niewski', 'inski', 'czyk', 'er', 'mann', 'ert', 'th', 'lor', 'son'];
const arr = (values) => `array[${values.map((v) => `'${v}'`).join(',')}]`;
const USERS = 100_000;

const AUDIT_EVENTS = Number(process.env.READS_BENCH_AUDIT_EVENTS ?? 10_000_000);
const AUDIT_TYPES = [
  'LOGIN_ATTEMPT',
  'LOGIN_SUCCESS',
  'LOGOUT',
  'SAVE_SKIN_CARE_PROGRAM',
  'SAVE_SKIN_CARE_PROGRAM_SUCCESS',
  'DOWNLOAD_PDF',
  'UPDATE_USER_DATA',
];

/**
 * 10,000,000 audit events over two years in one INSERT … generate_series, the table's indexes
 * dropped first and built again from their own definitions (faster than row by row; same plans).
 */
async function fillAudit(client) {
  const { rows: indexes } = await client.query(
    `select indexname, indexdef from pg_indexes where tablename = 'audit_event' and indexname <> 'audit_event_pkey'`,
  );
  for (const { indexname } of indexes) await client.query(`drop index "${indexname}"`);
  await client.query(`insert into audit_event (created_date, username, event, message)
    select now() - (${AUDIT_EVENTS} - g) * (interval '2 years' / ${AUDIT_EVENTS}), 'bench-user-' || ((g::bigint * 7919) % 1000) || '@example.com',
           (${arr(AUDIT_TYPES)})[1 + g % ${AUDIT_TYPES.length}], case when g % 10 = 0 then 'bench message ' || g end
      from generate_series(1, ${AUDIT_EVENTS}) g`);
  await client.query(`set maintenance_work_mem = '256MB'`);
  for (const { indexdef } of indexes) await client.query(indexdef);
}

/** The cases' data; `only` (names) skips what no chosen case reads. */
export async function fillBig(client, only) {
  if (!only || only.includes('audit')) await fillAudit(client);
  if (only && !only.includes('users')) return;
  const { rows } = await client.query('select id from region order by id');
  const regions = rows.map((r) => r.id);
  await client.query(`insert into account (id, email, password_hash, name, surname, company_name, roles, tokens_valid_after, translation_locales, created_date, region_id, preferred_locale, fallback_locale)
    select gen_random_uuid(), 'person' || g || '@example.org', 'x', (${arr(FIRST)})[1 + g % ${FIRST.length}],
           initcap((${arr(HEAD)})[1 + (g / 7) % ${HEAD.length}] || (${arr(TAIL)})[1 + (g / 13) % ${TAIL.length}]), 'Studio ' || g % 97,
           '{APP_USER}', now(), '{}', now(), (array[${regions.join(',')}])[1 + g % ${regions.length}], 'pl_PL', 'en_GB'
      from generate_series(1, ${USERS}) g`);
}

/** The local admin's users: plain APP_USER accounts of the admin's regions ($1). */
const SCOPE = `a.roles @> '{APP_USER}' and not a.roles && '{ADMIN,LOCAL_ADMIN,CONTENT_EDITOR}' and a.region_id = any($1::int[])`;
const LOCALE = (column) =>
  `json_build_object('language', split_part(${column}, '_', 1), 'country', split_part(${column}, '_', 2))`;

export async function bigCases(pool) {
  const {
    rows: [{ regions }],
  } = await pool.query(`select array_agg(r.region_id) as regions from account_admin_region r
    join account a on a.id = r.account_id where a.email = 'local.admin@example.com'`);
  return [
    {
      name: 'users',
      login: 'local.admin@example.com',
      anchorPath: '/users',
      // Count (capped) and page straight from the table: a CTE read twice would be materialised.
      anchorSql: `select json_build_object('users', coalesce((select json_agg(json_build_object(
            'kokoBaseUser', json_build_object('id', p.id, 'customerId', p.customer_id, 'name', p.name, 'surname', p.surname, 'companyName', p.company_name,
              'email', p.email, 'phoneNo', p.phone_no, 'preferredLocale', ${LOCALE('p.preferred_locale')}, 'fallbackLocale', ${LOCALE('p.fallback_locale')},
              'version', p.version, 'pdfUserInfo', case when i.id is null then null else json_build_object('id', i.id, 'companyName', i.company_name, 'email', i.email,
                'companyPhoneNo', i.company_phone_no, 'companyAddressLine1', i.company_address_line1, 'companyAddressLine2', i.company_address_line2,
                'companyAddressLine3', i.company_address_line3, 'version', i.version) end),
            'enabled', p.enabled, 'credentialsNonExpired', p.credentials_non_expired,
            'region', case when r.id is null then null else json_build_object('id', r.id, 'name', r.name, 'defaultLocale', ${LOCALE('r.default_locale')}, 'enabled', r.enabled, 'version', r.version) end,
            'version', p.version) order by p.surname, p.name, p.id)
          from (select * from account a where ${SCOPE} order by a.surname, a.name, a.id limit 10) p
          left join region r on r.id = p.region_id left join pdf_user_info i on i.id = p.pdf_user_info_id), '[]'),
          'totalElements', least(n, 10000), 'totalPages', ceil(least(n, 10000) / 10.0)::int, 'totalCapped', n > 10000)::text as body
        from (select count(*)::int as n from (select a.id from account a where ${SCOPE} limit 10001) x) counted`,
      anchorValues: [regions],
      rest: { path: '/secured/api/local-admin/user?pageNo=0&pageSize=10' },
      restBudget: 0.5,
    },
    {
      name: 'audit',
      login: 'admin@example.com',
      anchorPath: '/audit',
      // The first page of 50, newest first, the count stopping at 10,000 (LIST_COUNT_CAP).
      anchorSql: `select json_build_object('page', 0, 'totalPages', ceil(least(n, 10000) / 50.0)::int, 'totalElements', least(n, 10000), 'totalCapped', n > 10000,
          'mixtures', coalesce((select json_agg(json_build_object('createdDate', to_char(e.created_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'username', e.username, 'event', e.event, 'message', e.message) order by e.created_date desc, e.id desc)
            from (select * from audit_event order by created_date desc, id desc limit 50) e), '[]'))::text as body
        from (select count(*)::int as n from (select 1 from audit_event limit 10001) x) counted`,
      anchorValues: [],
      rest: { path: '/secured/api/admin/audit', method: 'POST', body: '{}' },
      restBudget: 0.5,
    },
  ];
}

// The lists of reads.bench.mjs besides programs (issue 16 item 4): the local admin's registered
// users with 100,000 accounts. (The audit page with 10,000,000 events is not here yet: see the
// issue's report.) The app's users list is not on the one-statement read path yet either: this
// case measures where it stands.

const FIRST = ['Anna', 'Piotr', 'Maria', 'Jan', 'Katarzyna', 'Tomasz', 'Ewa', 'Lukas', 'Sophie', 'Jonas', 'Lea', 'Felix'];
const HEAD = ['kow', 'nowa', 'wis', 'zie', 'szym', 'mull', 'schm', 'beck', 'hoff', 'smi', 'tay', 'wil', 'bro', 'dab'];
const TAIL = ['alski', 'ak', 'niewski', 'inski', 'czyk', 'er', 'mann', 'ert', 'th', 'lor', 'son'];
const arr = (values) => `array[${values.map((v) => `'${v}'`).join(',')}]`;
const USERS = 100_000;

export async function fillBig(client) {
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
const LOCALE = (column) => `json_build_object('language', split_part(${column}, '_', 1), 'country', split_part(${column}, '_', 2))`;

export async function bigCases(pool) {
  const { rows: [{ regions }] } = await pool.query(`select array_agg(r.region_id) as regions from account_admin_region r
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
            'region', case when r.id is null then null else json_build_object('id', r.id, 'name', r.name, 'defaultLocale', r.default_locale, 'enabled', r.enabled, 'version', r.version) end,
            'version', p.version) order by p.surname, p.name, p.id)
          from (select * from account a where ${SCOPE} order by a.surname, a.name, a.id limit 10) p
          left join region r on r.id = p.region_id left join pdf_user_info i on i.id = p.pdf_user_info_id), '[]'),
          'totalElements', least(n, 10000), 'totalPages', ceil(least(n, 10000) / 10.0)::int, 'totalCapped', n > 10000)::text as body
        from (select count(*)::int as n from (select a.id from account a where ${SCOPE} limit 10001) x) counted`,
      anchorValues: [regions],
      rest: { path: '/secured/api/local-admin/user?pageNo=0&pageSize=10' },
      restBudget: 0.5,
    },
  ];
}

// The programs cases of reads.bench.mjs: user@example.com owns 200 programs (3 indicators, 6 product
// lines and a PDF each) among 20,000 of 100 other owners; the page is the first of 10.

const ISO = (column) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const products = (kind, fields) =>
  `coalesce((select json_agg(json_build_object(${fields}) order by l.position) from program_product l where l.program_id = p.id and l.kind = '${kind}'), '[]')`;

/** The anchors' own, hand-written JSON of a program `p` (the spec's shape). */
const PROGRAM = `json_build_object(
  'id', p.id, 'number', p.number::text, 'version', p.version, 'clientReference', p.client_reference,
  'pdfId', (select d.id from pdf_document d where d.program_id = p.id order by d.created_date desc limit 1),
  'createdDate', ${ISO('p.created_date')}, 'modifiedDate', ${ISO('p.modified_date')},
  'skinIndicatorWithPriorityDtos', coalesce((select json_agg(json_build_object('skinIndicatorId', i.skin_indicator_id, 'priority', i.priority) order by i.position) from program_indicator i where i.program_id = p.id), '[]'),
  'specialMixedProducts', json_build_object('comment', p.comment,
     'baseProducts', ${products('BASE', `'productId', l.product_id, 'volume', coalesce(l.volume, 0)`)},
     'activeProducts', ${products('ACTIVE', `'productId', l.product_id, 'volume', coalesce(l.volume, 0)`)}),
  'washProducts', ${products('WASH', `'productId', l.product_id, 'volume', l.volume, 'comment', l.comment, 'mixtureRole', 'WASH'`)},
  'readyProducts', ${products('READY', `'productId', l.product_id, 'volume', l.volume, 'comment', l.comment, 'mixtureRole', 'CARE'`)})`;

const FIELDS = `id number version clientReference pdfId createdDate modifiedDate
  skinIndicatorWithPriorityDtos { skinIndicatorId priority }
  specialMixedProducts { comment baseProducts { productId volume } activeProducts { productId volume } }
  washProducts { productId volume comment mixtureRole }
  readyProducts { productId volume comment mixtureRole }`;

export async function fillPrograms(client) {
  await client.query(`insert into account (id, email, password_hash, roles, tokens_valid_after, translation_locales, created_date)
    select gen_random_uuid(), 'reads-' || g || '@example.com', 'x', '{APP_USER}', now(), '{}', now() from generate_series(1, 100) g`);
  const {
    rows: [{ id: userId }],
  } = await client.query(`select id from account where email = 'user@example.com'`);
  await client.query(
    `with owners as (select array_agg(id) as ids from account where email like 'reads-%')
    insert into skin_care_program (id, owner_id, comment, created_date, modified_date, version)
    select gen_random_uuid(), case when g % 100 = 0 then $1::uuid else owners.ids[1 + g % 100] end, case when g % 3 = 0 then 'Comment ' || g end,
           now() - g * interval '1 minute', now() - g * interval '1 second', 1 + g % 4
      from generate_series(1, 20000) g, owners`,
    [userId],
  );
  const {
    rows: [{ base, active, ready }],
  } = await client.query(`select min(id) filter (where usage = 'BASE') as base,
    min(id) filter (where usage = 'ACTIVE') as active, min(id) filter (where usage = 'READY_PRODUCT') as ready from product`);
  await client.query(`insert into program_indicator (program_id, position, skin_indicator_id, priority)
    select p.id, k, i.id, (array['HIGH','MEDIUM','LOW'])[1 + k] from skin_care_program p, generate_series(0, 2) k,
      lateral (select id from skin_indicator order by id offset k limit 1) i`);
  await client.query(
    `insert into program_product (program_id, position, kind, product_id, volume, comment)
    select p.id, k, (array['BASE','ACTIVE','ACTIVE','WASH','READY','READY'])[1 + k], (array[$1, $2, $2, $3, $3, $3]::int[])[1 + k],
           case when k < 3 then 10 + k * 2.5 when k = 4 then 50 end, case when k >= 3 then 'twice a day' end
      from skin_care_program p, generate_series(0, 5) k`,
    [base, active, ready],
  );
  await client.query(
    `insert into pdf_document (id, program_id, options, bytes, created_date)
    select gen_random_uuid(), p.id, '{}', '\\x00', now() from skin_care_program p where p.owner_id = $1`,
    [userId],
  );
}

export async function programCases(pool) {
  const {
    rows: [{ userId, programId }],
  } = await pool.query(`select a.id as "userId", (select p.id from skin_care_program p where p.owner_id = a.id
    order by p.modified_date desc offset 3 limit 1) as "programId" from account a where a.email = 'user@example.com'`);
  return [
    {
      name: 'page',
      login: 'user@example.com',
      anchorPath: '/page',
      anchorSql: `with page as (select * from skin_care_program where owner_id = $1 order by modified_date desc, id desc limit 10 offset 0),
        total as (select count(*)::int as n from skin_care_program where owner_id = $1)
        select json_build_object('mixtures', coalesce((select json_agg(${PROGRAM} order by p.modified_date desc, p.id desc) from page p), '[]'),
          'page', 0, 'pageSize', 10, 'totalPages', ceil(n / 10.0)::int, 'totalElements', n)::text as body from total`,
      anchorValues: [userId],
      rest: { path: '/secured/api/skincareprogram/page?pageNo=0&pageSize=10' },
      graphql: {
        field: 'skinCarePrograms',
        body: {
          query: `query { skinCarePrograms(pageNo: 0, pageSize: 10) { mixtures { ${FIELDS} } page pageSize totalPages totalElements } }`,
        },
      },
      restBudget: 0.7, // issue 36: the uncached page as before reads inlined their values (0.76x)
    },
    {
      name: 'program',
      login: 'user@example.com',
      anchorPath: '/program',
      anchorSql: `select ${PROGRAM}::text as body from skin_care_program p where p.id = $1 and p.owner_id = $2`,
      anchorValues: [programId, userId],
      rest: { path: `/secured/api/skincareprogram/${programId}` },
      graphql: {
        field: 'skinCareProgram',
        body: { query: `query { skinCareProgram(id: "${programId}") { ${FIELDS} } }` },
      },
      restBudget: 0.5,
    },
  ];
}

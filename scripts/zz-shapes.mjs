import { openDatabase } from '@sewa/db';
import { ZSearchPropertiesInput } from '@sewa/domain';
import { searchProperties } from '../apps/server/src/modules/properties/search-properties.ts';
const db = (await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/sewa_bench' })).db;
const shapes = {
  none: {}, kl: { location: 'kuala lumpur' }, pj_room: { location: 'pj', rental_type: 'room' }, price: { sort: 'price_asc', min_price: 80000, max_price: 120000 },
  ampang_price: { location: 'ampang', min_price: 50000, max_price: 150000 }, room_master: { room_type: 'master' }, commercial: { resident_type: 'commercial' },
  bedrooms: { bedrooms: 3, sort: 'price_desc' }, female: { gender: 'female' }, page3: { location: 'selangor', page: 3 }, vista: { location: 'vista heights' },
};
for (const [k, q] of Object.entries(shapes)) {
  const t = [];
  for (let i = 0; i < 25; i++) { const s = performance.now(); await searchProperties(db, ZSearchPropertiesInput.parse(q)); t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  console.log(k.padEnd(14), 'p50', t[12].toFixed(1), 'p95', t[23].toFixed(1));
}
process.exit(0);

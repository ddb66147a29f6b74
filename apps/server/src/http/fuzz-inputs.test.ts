import { makeProperty, makeRental, makeRoom, makeUnit } from '@sewa/db/testing';
import { fieldString, SESSION_ENDING_CODES, STATUS } from '@sewa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../modules/index';
import {
  freshIp,
  makeMatrixCallers,
  type TMatrixCaller,
  type TMatrixCallers,
} from '../testing/access-matrix';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { describeCall } from './catalogue';
import { parseInput } from './messages';
import type { TAnyCall } from './registry';

// Bad input never gets 500 (issue 8, ADR 0023): every registered call, as a caller its declaration
// allows, receives malformed values for each of its input fields, one field at a time on an otherwise
// plausible payload (built from the call's catalogue JSON Schema), plus whole payloads of one kind of
// garbage. Any 500 fails. The cases come from a seeded generator, so a failure replays exactly, and the
// test grows by itself with every call added to `allCalls`.

type TJson = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  properties?: Record<string, TJson>;
  anyOf?: TJson[];
  oneOf?: TJson[];
  items?: TJson;
};

/** mulberry32: a small deterministic generator, so every run sends the same cases. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const HUGE = 'x'.repeat(100_000);
/** Sent to every call over the wire, so the envelope's refusal is proven end to end, not only in-process. */
const CONTROL_IN_EVERY_FIELD = 'a\u0000b';
/** Malformed values any field may receive, whatever its type. */
const GARBAGE: readonly string[] = [
  'a\u0000b', // NUL
  '\u0007bell', // other C0
  'esc\u001b[31m', // terminal escape
  'del\u007f', // DEL
  HUGE,
  '{"a":[1,{"b":null}]}', // JSON where text is expected
  '[]',
  '{}',
  'null',
  'abc',
  '',
  ' ',
  '-1',
  '0',
  '2147483647', // an id that does not exist
  '2147483648', // beyond PostgreSQL's integer
  '99999999999999999999999',
  '1e308',
  'NaN',
  '1.5',
  'true',
  '9999-99-99',
  '0000-01-01',
  '\u202e\ud83d\ude00', // right-to-left override and an emoji
  '\ud800', // a lone surrogate
];
/** Values for JSON-shaped fields (arrays and objects travel as JSON text). */
const JSON_GARBAGE: readonly string[] = [
  '[',
  '{"__proto__":{"polluted":1}}',
  '[null]',
  '[{"a":"\\u0000"}]',
  '["\\u0000"]',
  `[${'1,'.repeat(5000)}1]`,
  '[2147483648]',
  '[-1]',
  `["${HUGE}"]`,
  '{"id":"x"}',
];

/** A record of the caller's company a plausible id stands for, filled in when the case is sent. */
type TRecordKind = 'company' | 'property' | 'unit' | 'room' | 'rental';
class Ref {
  constructor(readonly kind: TRecordKind) {}
}
const RECORD_KINDS: readonly TRecordKind[] = ['property', 'unit', 'room', 'rental', 'company'];

/** Which record an integer field names: `unit_id` a unit; `id` the record the call's name is about. */
function refFor(name: string, callName: string): Ref | null {
  const byField = RECORD_KINDS.find((k) => name === `${k}_id`);
  if (byField) return new Ref(byField);
  if (name !== 'id') return null;
  const byCall = RECORD_KINDS.find((k) => callName.includes(k === 'property' ? 'propert' : k));
  return byCall ? new Ref(byCall) : null;
}

/** A plausible value for a field, so the other fields do not hide the one being fuzzed. */
function plausible(s: TJson | undefined, name: string, callName = ''): unknown {
  if (!s) return 'a';
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return plausible(alt.find((a) => a.type !== 'null') ?? alt[0], name);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return refFor(name, callName) ?? Math.max(1, s.minimum ?? 1, (s.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v, k)]));
    default:
      if (s.format === 'email' || name.includes('email')) return 'fuzz@example.com';
      if (s.format === 'date' || name.endsWith('date') || name === 'from' || name === 'to')
        return '2026-01-15';
      if (name.includes('mobile') || name.includes('phone')) return '123456789';
      return 'a'.repeat(Math.max(1, s.minLength ?? 1));
  }
}

const isJsonShaped = (s: TJson | undefined) => {
  const type = Array.isArray(s?.type) ? s.type : [s?.type];
  return type.includes('array') || type.includes('object');
};

/** The caller a call's declaration allows (the company owner for operator calls). */
function allowedCaller(call: TAnyCall): TMatrixCaller {
  if (call.audience === 'public') return 'public';
  if (call.audience === 'admin') return 'admin';
  const roles = call.roles as readonly string[];
  if (roles.includes('operator')) return 'owner';
  return (['tenant', 'landlord', 'contractor'] as const).find((r) => roles.includes(r)) ?? 'owner';
}

type TCase = { fields: Record<string, unknown>; label: string; alwaysSend?: boolean };

/** The cases of one call: each field alone with a few seeded malformed values, then whole payloads. */
function casesFor(call: TAnyCall, rnd: () => number): TCase[] {
  const schema = describeCall(call).input as TJson;
  const props = schema.properties ?? {};
  const names = Object.keys(props);
  const base = Object.fromEntries(names.map((n) => [n, plausible(props[n], n, call.name)]));
  const pick = (pool: readonly string[]) => pool[Math.floor(rnd() * pool.length)]!;
  const cases: TCase[] = [{ fields: base, label: 'plausible payload', alwaysSend: true }];
  for (const name of names) {
    const pool = isJsonShaped(props[name]) ? [...JSON_GARBAGE, ...GARBAGE] : GARBAGE;
    // A control character always, then two seeded picks.
    // A control character and a seeded pick always; an integer also gets an id that does not exist.
    const isInt = [props[name]?.type].flat().includes('integer');
    for (const value of [GARBAGE[Math.floor(rnd() * 4)]!, pick(pool), isInt ? '2147483647' : pick(pool)]) {
      cases.push({
        fields: { ...base, [name]: value },
        label: `${name}=${JSON.stringify(value.slice(0, 40))}`,
      });
    }
  }
  if (names.length > 0) {
    for (const value of [CONTROL_IN_EVERY_FIELD, HUGE, '2147483648', '{"a":1}']) {
      cases.push({
        fields: Object.fromEntries(names.map((n) => [n, value])),
        label: `every field=${JSON.stringify(value.slice(0, 40))}`,
        alwaysSend: value === CONTROL_IN_EVERY_FIELD,
      });
    }
  }
  return cases;
}

let t: TTestApp;
let callers: TMatrixCallers;
let records: Record<TRecordKind, number>;
const tokens = new Map<TMatrixCaller, string | undefined>();
beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 1_000_000 });
  callers = await makeMatrixCallers(t);
  records = await makeRecords(callers);
});
afterAll(() => t.close());

let renew = false;
/**
 * A plausible id may name a caller's own account: an admin call may suspend it, a user call may end its
 * session. A refused caller is replaced by a fresh set (a new company), so later calls still get through.
 */
async function renewCallers() {
  callers = await makeMatrixCallers(t);
  records = await makeRecords(callers);
  tokens.clear();
}

/** A published property with a unit, a room and a rental in the callers' company, for plausible ids. */
async function makeRecords(c: TMatrixCallers): Promise<Record<TRecordKind, number>> {
  const db = t.database.db;
  const property = await makeProperty(db, { companyId: c.company.id, status: 'published' });
  const unit = await makeUnit(db, property, { rentalType: 'room' });
  const room = await makeRoom(db, unit);
  const rental = await makeRental(db, unit, { roomId: room.id });
  return { company: c.company.id, property: property.id, unit: unit.id, room: room.id, rental: rental.id };
}

/** One session per kind of caller, reused until a call ends it. */
async function tokenOf(who: TMatrixCaller) {
  if (!tokens.has(who)) tokens.set(who, await callers.tokenFor(who));
  return tokens.get(who);
}
const SESSION_ENDED: readonly number[] = SESSION_ENDING_CODES;

/**
 * The envelope parses every field's string with the contract's schema before anything else (parseInput),
 * so a case the schema refuses is a certain 101: it is checked in-process with that same function (a
 * schema that throws is a failure too), and only the cases it accepts, plus the whole-payload ones that
 * prove the path end to end, travel through the envelope to the handler and the database.
 */
function screen(call: TAnyCall, cases: TCase[]) {
  const failures: string[] = [];
  const toSend = cases.filter((c) => {
    if (c.alwaysSend) return true;
    const wire = Object.fromEntries(
      Object.entries(c.fields).map(([k, v]) => [k, fieldString((v instanceof Ref ? 1 : v) as never)]),
    );
    try {
      return parseInput(call.input, wire, 'en').ok;
    } catch (error) {
      failures.push(`${c.label}: the schema threw ${String(error)}`);
      return false;
    }
  });
  return { failures, toSend };
}

describe('malformed input never gets 500', () => {
  const rnd = seeded(20261127);
  for (const call of allCalls) {
    const { failures, toSend } = screen(call, casesFor(call, rnd));
    it(`${call.name} (${toSend.length} sent)`, async () => {
      const who = allowedCaller(call);
      for (const c of toSend) {
        if (renew) await renewCallers();
        renew = false;
        const fields = Object.fromEntries(
          Object.entries(c.fields).map(([k, v]) => [k, v instanceof Ref ? records[v.kind] : v]),
        );
        const res = await t.call(call.name, fields as never, { token: await tokenOf(who), ip: freshIp() });
        if (res.status_code === STATUS.INTERNAL) failures.push(c.label);
        if (who !== 'public' && SESSION_ENDED.includes(res.status_code)) renew = true;
      }
      expect(failures).toEqual([]);
    });
  }
});

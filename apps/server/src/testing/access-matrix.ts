import { makeAccount, makeAdmin, makeOperatorCompany, makeSession, makeTeamMember } from '@sewa/db/testing';
import { STATUS } from '@sewa/domain';
import type { TAnyCall } from '../http/registry';
import type { TTestApp } from './test-app';

// The access matrix: every registered call as every kind of caller, with the expected outcome derived
// from the call's own declaration (audience, roles, privilege), as the envelope applies it
// (apps/server/src/http/access.ts; docs/architecture.md, "Access control"). A module lists only its exceptions.

export const MATRIX_CALLERS = [
  'public',
  'tenant',
  'owner',
  'team',
  'landlord',
  'contractor',
  'admin',
  'subAdmin',
] as const;
/** public: no token; owner: operator company owner; team: operator team member without any
 * privilege; subAdmin: admin without any privilege. */
export type TMatrixCaller = (typeof MATRIX_CALLERS)[number];

/** 'allowed': the access check passed (the handler may still answer 101, 102, 104… to an empty payload). */
export type TOutcome = 'allowed' | typeof STATUS.FORBIDDEN | typeof STATUS.TOKEN_INVALID;

/** Call name → the callers whose outcome differs from the declaration's, and what they get instead. */
export type TMatrixExceptions = Readonly<Record<string, Partial<Record<TMatrixCaller, TOutcome>>>>;

/** Codes that mean "refused before the handler": an allowed caller never gets one of them. */
export const ACCESS_REFUSALS: readonly number[] = [
  STATUS.FORBIDDEN,
  STATUS.TOKEN_INVALID,
  STATUS.ACCOUNT_BLOCKED,
];

const USER_ROLE: Partial<Record<TMatrixCaller, string>> = {
  tenant: 'tenant',
  owner: 'operator',
  team: 'operator',
  landlord: 'landlord',
  contractor: 'contractor',
};

/** What the declaration promises for this caller. */
export function expectedOutcome(call: TAnyCall, who: TMatrixCaller): TOutcome {
  if (call.audience === 'public') return 'allowed';
  if (who === 'public') return STATUS.TOKEN_INVALID;
  const isAdmin = who === 'admin' || who === 'subAdmin';
  // A user token on an admin call (or the reverse) is not a token of that audience at all.
  if (isAdmin !== (call.audience === 'admin')) return STATUS.TOKEN_INVALID;
  const role = isAdmin ? 'admin' : USER_ROLE[who]!;
  if (call.roles !== 'any' && !call.roles.includes(role as never)) return STATUS.FORBIDDEN;
  // Privileges gate operator team members and sub-admins; owners and full admins hold every key.
  if (call.privilege && (who === 'team' || who === 'subAdmin')) return STATUS.FORBIDDEN;
  return 'allowed';
}

let ipSeq = 0;
/** A client address of its own, so calls with their own rate limit (105) never see the matrix's
 * earlier requests. */
export const freshIp = (): string => `10.${(++ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;

/** One caller of each kind in a fresh database; `tokenFor` opens a new session on every use, so a call
 * that ends its session (logout) does not spoil the next case. */
export async function makeMatrixCallers(t: TTestApp) {
  const db = t.database.db;
  const { company, operator } = await makeOperatorCompany(db);
  const principals: Record<Exclude<TMatrixCaller, 'public'>, { kind: 'user' | 'admin'; id: number }> = {
    tenant: { kind: 'user', id: (await makeAccount(db, 'tenant')).id },
    owner: { kind: 'user', id: operator.id },
    team: { kind: 'user', id: (await makeTeamMember(db, company.id, operator.id, [])).id },
    landlord: { kind: 'user', id: (await makeAccount(db, 'landlord', { companyId: company.id })).id },
    contractor: { kind: 'user', id: (await makeAccount(db, 'contractor')).id },
    admin: { kind: 'admin', id: (await makeAdmin(db)).id },
    subAdmin: { kind: 'admin', id: (await makeAdmin(db, { privileges: [] })).id },
  };
  const tokenFor = async (who: TMatrixCaller): Promise<string | undefined> =>
    who === 'public' ? undefined : makeSession(db, principals[who]);
  return { company, operator, principals, tokenFor };
}

export type TMatrixCallers = Awaited<ReturnType<typeof makeMatrixCallers>>;

/** Each caller's answer to `call` with an empty payload, checked against the declaration (or the
 * module's exception); returns the mismatches, empty when the call keeps its promise. */
export async function checkCallAccess(
  t: TTestApp,
  callers: TMatrixCallers,
  call: TAnyCall,
  exceptions: TMatrixExceptions = {},
): Promise<string[]> {
  const problems: string[] = [];
  for (const who of MATRIX_CALLERS) {
    const want = exceptions[call.name]?.[who] ?? expectedOutcome(call, who);
    const token = await callers.tokenFor(who);
    const got = (await t.call(call.name, {}, { token, ip: freshIp() })).status_code;
    const isOk = want === 'allowed' ? !ACCESS_REFUSALS.includes(got) : got === want;
    if (!isOk) problems.push(`${call.name} as ${who}: expected ${want}, got ${got}`);
  }
  return problems;
}

/** The matrix line of a call, for test titles: `public=802 tenant=allowed …`. */
export const describeOutcomes = (call: TAnyCall, exceptions: TMatrixExceptions = {}): string =>
  MATRIX_CALLERS.map((who) => `${who}=${exceptions[call.name]?.[who] ?? expectedOutcome(call, who)}`).join(
    ' ',
  );

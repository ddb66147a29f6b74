import type { TAnyContract, TCallContract, TFileRule, TLanguage, TPrivilege, TRole } from '@sewa/domain';
import type { z } from 'zod';
import type { TCaller } from './caller';
import type { TServices } from './services';

// The call registry: each contract of packages/domain bound to who may call it and the handler that
// answers. See docs/architecture.md ("Access control") and docs/adding-a-module.md.

export type { TFileRule };
export type TUploadedFile = { field: string; filename: string; mimetype: string; data: Buffer };

export type TCallContext<TInput> = {
  input: TInput;
  caller: TCaller;
  services: TServices;
  lang: TLanguage;
  files: TUploadedFile[];
  ip: string;
  requestId: string;
  deviceInfo: Record<string, unknown>;
  /** The User-Agent header (an e-signature records it, ADR 0022). */
  userAgent?: string;
};

/** Who may call a contract, and how its requests are limited. */
export type TCallAccess = {
  /** Roles allowed; 'any' for public calls and calls open to every signed-in role of the audience. */
  roles: readonly TRole[] | 'any';
  /** Privilege key required (operator team members and sub-admins); null when the call is not gated. */
  privilege: TPrivilege | null;
  /** Requests per minute per client address (public calls default to the configured limit). */
  rateLimitPerMinute?: number;
  /** Refused in production (dev tools such as the outbox). */
  devOnly?: boolean;
};

export type TCallDef<C extends TAnyContract = TAnyContract> = C &
  TCallAccess & {
    handler: (ctx: TCallContext<z.output<C['input']>>) => Promise<z.input<C['output']>>;
  };

// biome-ignore lint/suspicious/noExplicitAny: the registry holds calls of every input/output type.
export type TAnyCall = TCallDef<TCallContract<any, any, any>>;

/** Binds a contract to its access rule and handler; the handler's input and result are typed from it. */
export function defineCall<C extends TAnyContract>(
  contract: C,
  def: TCallAccess & Pick<TCallDef<C>, 'handler'>,
): TAnyCall {
  return { ...contract, ...def } as TAnyCall;
}

export class CallRegistry {
  readonly #calls = new Map<string, TAnyCall>();

  register(...calls: TAnyCall[]): void {
    for (const call of calls) {
      if (!call.name.startsWith(`${call.audience}-`)) {
        throw new Error(`Call ${call.name} must be prefixed by its audience "${call.audience}-"`);
      }
      if (this.#calls.has(call.name)) throw new Error(`Call ${call.name} is declared twice`);
      this.#calls.set(call.name, call);
    }
  }

  get(name: string): TAnyCall | undefined {
    return this.#calls.get(name);
  }

  all(): TAnyCall[] {
    return [...this.#calls.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
}

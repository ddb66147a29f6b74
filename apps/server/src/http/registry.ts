import type { TAudience, TLanguage, TRole } from '@sewa/domain';
import type { z } from 'zod';
import type { TCaller } from './caller';
import type { TServices } from './services';

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
};

export type TFileRule = {
  kind: 'image' | 'document' | 'media' | 'pdf' | 'all';
  maxFiles?: number;
  maxSizeMb?: number;
};

export type TCallDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  /** kebab-case, prefixed by its audience: public-…, user-…, admin-… */
  name: string;
  audience: TAudience;
  /** Roles allowed; 'any' for public calls and calls open to every signed-in role of the audience. */
  roles: readonly TRole[] | 'any';
  /** Privilege key required (operator team members and sub-admins); null when the call is not gated. */
  privilege: string | null;
  input: I;
  /** Response members besides status_code/message: named results at top level, `data` base64-encoded. */
  output: O;
  files?: Record<string, TFileRule>;
  /** Requests per minute per client address (public calls default to the configured limit). */
  rateLimitPerMinute?: number;
  /** Refused in production (dev tools such as the outbox). */
  devOnly?: boolean;
  handler: (ctx: TCallContext<z.output<I>>) => Promise<z.input<O>>;
};

// biome-ignore lint/suspicious/noExplicitAny: the registry holds calls of every input/output type.
export type TAnyCall = TCallDef<any, any>;

/** Declares a call; the handler's input and result are typed from the schemas. */
export const defineCall = <I extends z.ZodType, O extends z.ZodType>(def: TCallDef<I, O>): TAnyCall => def;

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

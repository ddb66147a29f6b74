import type { z } from 'zod';
import type { TAudience } from '../access/roles';
import type { TApiResponse } from './response';

// A call contract: the name, input and output of one API call, declared once here and imported by both
// sides. The server binds a contract to its access rule and handler (apps/server/src/http/registry.ts);
// the web calls it through the typed client (apps/web/src/app/api), so a wrong name, input or result
// type does not compile. See docs/architecture.md, "A module's shape".

/** What files a call accepts per multipart field (checked by content on the server). */
export type TFileRule = {
  kind: 'image' | 'document' | 'media' | 'pdf' | 'all' | 'csv';
  maxFiles?: number;
  maxSizeMb?: number;
};

export type TCallName = `${TAudience}-${string}`;

export type TCallContract<
  N extends TCallName = TCallName,
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
> = {
  /** kebab-case, prefixed by its audience: public-…, user-…, admin-… */
  readonly name: N;
  /** The audience is the name's prefix (docs/protocol.md: who may call it at all). */
  readonly audience: TAudience;
  readonly input: I;
  /** Response members besides status_code/message: named results at top level, `data` base64-encoded. */
  readonly output: O;
  /** Multipart file fields the call takes, by field name. */
  readonly files?: Readonly<Record<string, TFileRule>>;
};

// biome-ignore lint/suspicious/noExplicitAny: a list of contracts of every input and output type.
export type TAnyContract = TCallContract<TCallName, any, any>;

const audienceOf = (name: TCallName): TAudience => name.slice(0, name.indexOf('-')) as TAudience;

/** A contract with its file fields kept by name, so TCallInput offers exactly those (none: never). */
type TContractOf<N extends TCallName, I extends z.ZodType, O extends z.ZodType, F> = [F] extends [never]
  ? TCallContract<N, I, O>
  : Omit<TCallContract<N, I, O>, 'files'> & { readonly files: F };

/** Declares a call contract; the audience comes from the name's prefix. */
export function defineContract<
  const N extends TCallName,
  I extends z.ZodType,
  O extends z.ZodType,
  const F extends Readonly<Record<string, TFileRule>> = never,
>(def: { name: N; input: I; output: O; files?: F }): TContractOf<N, I, O, F> {
  return { ...def, audience: audienceOf(def.name) } as TContractOf<N, I, O, F>;
}

/** A file field's value as the web sends it. */
export type TFileValue = Blob | Blob[] | undefined;

/** What the web sends: the input schema's input type, plus the declared file fields. */
export type TCallInput<C extends TAnyContract> = z.input<C['input']> &
  (C['files'] extends Readonly<Record<string, TFileRule>>
    ? { [K in keyof C['files']]?: TFileValue }
    : unknown);

/** What the server returns on success: the output schema's type, with the envelope's members. */
export type TCallResult<C extends TAnyContract> = z.output<C['output']> &
  Pick<TApiResponse, 'status_code' | 'message'>;

/** The `data` member of a call's result. */
export type TCallData<C extends TAnyContract> = z.output<C['output']> extends { data: infer D } ? D : never;

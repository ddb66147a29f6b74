import type { TAnyContract } from '@sewa/domain/protocol/contract';

declare const CONTRACT: unique symbol;

/**
 * A call contract known by its name, typed as the contract it names. The client only sends the name
 * (the server parses with the schemas), so a screen a visitor lands on calls through a ref made from a
 * type-only import of its contract, and its bundle carries none of the contract's zod schemas
 * (issue 15: the public listing pages' JS). A full contract is accepted wherever a ref is.
 */
export type TContractRef<C extends TAnyContract> = { readonly name: C['name']; readonly [CONTRACT]?: C };

/** `contractRef<typeof publicSearchProperties>('public-search-properties')`: a wrong name does not compile. */
export const contractRef = <C extends TAnyContract>(name: C['name']): TContractRef<C> => ({ name });

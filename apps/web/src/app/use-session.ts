import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type TSession, VISITOR } from './session';

// The server renders public pages for visitors only; hydrating its markup starts from the same state.
export const useSession = (): TSession => useSyncExternalStore(subscribeSession, getSession, () => VISITOR);

import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type TSession } from './session';

export const useSession = (): TSession => useSyncExternalStore(subscribeSession, getSession, getSession);

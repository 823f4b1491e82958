// The session as the rest of the app sees it (the web contract's useSession).
import { createContext, useContext } from 'react';
import type { SessionUser } from './me';

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /**
   * True when the session ended by the person's own sign-out (not an expired one): a guarded page
   * they were looking at then sends them to the landing, not back to sign-in.
   */
  endedByUser: boolean;
  /** Signs out of Cognito, forgets the user and clears user data from the query cache. */
  signOut(): Promise<void>;
  /**
   * Reads the session again (after sign-in, or when tokens may have changed). Resolves to the new
   * status, which the contract's callers may ignore (it is a Promise<void> to them).
   */
  refresh(): Promise<SessionStatus>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

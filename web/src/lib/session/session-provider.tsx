// Holds the signed-in person for the whole app. At start it asks Amplify for tokens (refreshing
// them if needed) and, when there are any, loads the profile with the `me` query. Sign-out ends
// the Cognito session, forgets the user and resets the query cache, so nothing of this person
// (addresses, orders, owned items) is shown to whoever uses the browser next.
import { useQueryClient } from '@tanstack/react-query';
import { Hub } from 'aws-amplify/utils';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isApiError, type ApiErrorCode } from '../api-client';
import { authClientReady, currentAccessToken } from '../auth-client';
// Loaded on demand: Amplify's sign-in/sign-up/sign-out code is ~17 KB gzip that the first page of
// a visitor never needs (landing-page JS budget, bench/budgets.json).
const signOutOfCognito = async (): Promise<void> => (await import('aws-amplify/auth')).signOut();
import { fetchMe, type SessionUser } from './me';
import { SessionContext, type Session, type SessionStatus } from './session-context';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  endedByUser: boolean;
}

const SIGNED_OUT: SessionState = { status: 'signed-out', user: null, endedByUser: false };

// The API refused the token itself (not a network fault): the stored tokens are of no use.
const TOKEN_REFUSED: readonly ApiErrorCode[] = ['Unauthorized', 'UnauthorizedException', 'UserUnAuthenticatedException'];

async function readSession(): Promise<SessionState> {
  await authClientReady();
  if (!(await currentAccessToken())) return SIGNED_OUT;
  try {
    return { status: 'signed-in', user: await fetchMe(), endedByUser: false };
  } catch (error) {
    if (TOKEN_REFUSED.some((code) => isApiError(error, code))) {
      await signOutOfCognito().catch(() => undefined);
    }
    console.error('No se pudo cargar la cuenta; se sigue como visitante.', error);
    return SIGNED_OUT;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>({ status: 'loading', user: null, endedByUser: false });
  // Only the latest read may set the state (a slow start read must not undo a sign-in).
  const latestRead = useRef(0);

  const refresh = useCallback(async () => {
    const read = ++latestRead.current;
    const next = await readSession();
    if (read === latestRead.current) setState(next);
    return next.status;
  }, []);

  const signOut = useCallback(async () => {
    latestRead.current++;
    try {
      await signOutOfCognito();
    } finally {
      setState({ ...SIGNED_OUT, endedByUser: true });
      // Every query may hold this person's data (the API answers with their token while signed
      // in): reset them all, so active ones fetch again as a visitor and the rest are dropped.
      // The data goes at once; the refetches need not hold up the sign-out.
      void queryClient.resetQueries();
    }
  }, [queryClient]);

  useEffect(() => {
    void refresh();
    // Tokens that could not be renewed (refresh token refused — Amplify then clears them — or
    // Cognito unreachable) leave API calls without a user: show the person as signed out. Not by
    // reading the session again, which would retry the failing refresh in a loop.
    return Hub.listen('auth', ({ payload }) => {
      if (payload.event !== 'tokenRefresh_failure') return;
      latestRead.current++;
      setState(SIGNED_OUT);
    });
  }, [refresh]);

  const session = useMemo<Session>(() => ({ ...state, signOut, refresh }), [state, signOut, refresh]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

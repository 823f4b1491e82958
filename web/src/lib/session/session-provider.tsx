// Holds the signed-in person for the whole app. At start it asks the auth client for tokens
// (refreshing them if needed) and, when there are any, loads the profile with the `me` query. A
// visitor's browser holds no tokens: that is answered without loading Amplify (auth-client.ts).
// Sign-out ends the Cognito session, forgets the user, clears the member area's offline copies and
// resets the query cache, so nothing of this person (addresses, orders, owned items, her plan) is
// shown to — or kept on the device for — whoever uses the browser next.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isApiError, type ApiErrorCode } from '../api-client';
import { amplifyAuth, authClientReady, currentAccessToken, hasStoredTokens, whenAmplifyLoaded } from '../auth-client';
import { keepUser, keptUser, forgetUser } from './kept-user';
import { forgetOfflineCopies } from './offline-copies';
import { fetchMe, type SessionUser } from './me';
import { SessionContext, type Session, type SessionStatus } from './session-context';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  endedByUser: boolean;
}

const signOutOfCognito = async (): Promise<void> => (await amplifyAuth()).signOutOfCognito();

const SIGNED_OUT: SessionState = { status: 'signed-out', user: null, endedByUser: false };

// The API refused the token itself (not a network fault): the stored tokens are of no use.
const TOKEN_REFUSED: readonly ApiErrorCode[] = ['Unauthorized', 'UnauthorizedException', 'UserUnAuthenticatedException'];

/** Offline with stored tokens: the kept profile, so the member area still opens (see kept-user.ts). */
const offlineSession = (): SessionState | null => {
  const user = typeof navigator !== 'undefined' && !navigator.onLine ? keptUser() : null;
  return user ? { status: 'signed-in', user, endedByUser: false } : null;
};

async function readSession(): Promise<SessionState> {
  const config = await authClientReady();
  // Offline with stored tokens: the kept profile at once. Nothing could be checked without a
  // connection, and Amplify (loading it, refreshing a token) stays off the offline start.
  const offline = hasStoredTokens(config.userPoolClientId) ? offlineSession() : null;
  if (offline) return offline;
  if (!(await currentAccessToken().catch(() => null))) {
    // An expired access token cannot be renewed without a connection: keep the person signed in
    // on this device until it is back (the API will ask for a fresh token then).
    return (hasStoredTokens(config.userPoolClientId) ? offlineSession() : null) ?? SIGNED_OUT;
  }
  try {
    const user = await fetchMe();
    // Someone else (or nobody known) was signed in here before: their offline copies go first.
    if (keptUser()?.id !== user.id) await forgetOfflineCopies();
    keepUser(user);
    return { status: 'signed-in', user, endedByUser: false };
  } catch (error) {
    if (TOKEN_REFUSED.some((code) => isApiError(error, code))) {
      forgetUser();
      await signOutOfCognito().catch(() => undefined);
    }
    if (isApiError(error, 'NetworkError')) {
      const offline = keptUser();
      if (offline) return { status: 'signed-in', user: offline, endedByUser: false };
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
    forgetUser();
    try {
      await forgetOfflineCopies();
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
    // reading the session again, which would retry the failing refresh in a loop. Only Amplify
    // renews tokens, so the listener waits until something has loaded it.
    let stopListening: (() => void) | null = null;
    let unmounted = false;
    void whenAmplifyLoaded().then((amplify) => {
      if (unmounted) return;
      stopListening = amplify.onTokenRefreshFailure(() => {
        // Offline, a refresh cannot succeed: the member keeps working on this device.
        if (offlineSession()) return;
        latestRead.current++;
        setState(SIGNED_OUT);
      });
    });
    return () => {
      unmounted = true;
      stopListening?.();
    };
  }, [refresh]);

  const session = useMemo<Session>(() => ({ ...state, signOut, refresh }), [state, signOut, refresh]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

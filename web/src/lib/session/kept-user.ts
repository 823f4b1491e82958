// The signed-in person's profile, kept in this browser so the member area opens offline (at the
// gym with no signal, a reload must not sign her out): written on every successful `me`, read
// only when the API cannot be reached while Cognito tokens are stored, forgotten at sign-out or
// when the API refuses the token. It holds what the ID token already holds (id, name, e-mail).
import type { SessionUser } from './me';

const KEY = 'store.session-user';

export function keepUser(user: SessionUser): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(user));
  } catch {
    // Storage full or blocked: the member area then needs a connection, as before.
  }
}

export function keptUser(): SessionUser | null {
  try {
    const text = localStorage.getItem(KEY);
    const value = text ? (JSON.parse(text) as Partial<SessionUser>) : null;
    return value && typeof value.id === 'string' && typeof value.email === 'string' ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

export function forgetUser(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

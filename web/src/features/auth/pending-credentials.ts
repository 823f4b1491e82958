// The e-mail and password someone just typed at sign-up (or at a sign-in that found the account
// unverified), kept in this tab's memory only — never in storage or the address — so that after
// verifying the code they are signed in without typing the password again. Used once, then wiped.

let pending: { email: string; password: string } | null = null;

export function rememberCredentials(email: string, password: string): void {
  pending = { email: email.trim().toLowerCase(), password };
}

/** The password for this e-mail, if this tab has it; forgets it either way. */
export function takeCredentials(email: string): string | null {
  const found = pending && pending.email === email.trim().toLowerCase() ? pending.password : null;
  pending = null;
  return found;
}

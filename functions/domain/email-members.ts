// Who an e-mail-only membership belongs to until that person has an account: an admin who adds
// someone without an account keys the membership on `email:<lower-case e-mail>` (see decisions).
// A module of its own, free of the input schemas, because the sign-up trigger needs only this.

const EMAIL_MEMBER_PREFIX = 'email:';

export const emailMemberId = (normalizedEmail: string): string => `${EMAIL_MEMBER_PREFIX}${normalizedEmail}`;

/** A member id that is an e-mail waiting for a sign-up, not an account's `sub`. */
export const isEmailMemberId = (userId: string): boolean => userId.startsWith(EMAIL_MEMBER_PREFIX);

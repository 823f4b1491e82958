// The coaching notices a member gets by e-mail, each of which she can turn off on her profile.
// Absent (a profile from before them) means every notice on: they are part of the service she
// bought, not marketing (news stays opt-in: newsOptIn). Purchase and account e-mails are always sent.
import * as z from 'zod/mini';

export interface NoticePreferences {
  weekRelease: boolean;
  sessionEdits: boolean;
  comments: boolean;
  membershipEnding: boolean;
}

export type NoticeKind = keyof NoticePreferences;

const DEFAULT_NOTICE_PREFERENCES: NoticePreferences = {
  weekRelease: true,
  sessionEdits: true,
  comments: true,
  membershipEnding: true,
};

export const noticePreferencesSchema = z.object({
  weekRelease: z.boolean(),
  sessionEdits: z.boolean(),
  comments: z.boolean(),
  membershipEnding: z.boolean(),
});

/** The stored preferences with every kind present (missing ones on). */
export const noticePreferencesOf = (stored: Partial<NoticePreferences> | null | undefined): NoticePreferences => ({
  ...DEFAULT_NOTICE_PREFERENCES,
  ...(stored ?? {}),
});

/** The profile page's labels, one per kind (shared with the web). */
export const NOTICE_LABELS: Record<NoticeKind, string> = {
  weekRelease: 'Cuando se habilita mi semana',
  sessionEdits: 'Cuando mi coach cambia una sesión de mi semana',
  comments: 'Cuando mi coach comenta un resultado',
  membershipEnding: 'Cuando mi planificación está por terminar',
};

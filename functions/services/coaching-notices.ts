// Sends the coaching notices through the mail queue, each only to a member who has not turned
// that kind off on her profile (functions/domain/notice-preferences.ts). A notice is a courtesy:
// a failed enqueue is logged and never undoes what the operation that caused it wrote (a result,
// a comment, a membership); the morning run's notices are once-only through their claims instead
// (planning-notices-service.ts).
import { noticePreferencesOf, type NoticeKind } from '../domain/notice-preferences';
import type { UsersRepository } from '../data/users-repository';
import type { NoticeMail } from '../mail/coaching-mail';
import type { Mailer } from '../mail/mailer';
import { renderMail } from '../mail/mail-template';

export interface CoachingNoticesDependencies {
  mailer: Mailer;
  users: Pick<UsersRepository, 'getProfile'>;
  storeName: string;
  storeWebUrl: string;
  logError: (message: string, details: unknown) => void;
}

export function createCoachingNotices(deps: CoachingNoticesDependencies) {
  const store = { name: deps.storeName, webUrl: deps.storeWebUrl };
  const links = { webUrl: deps.storeWebUrl.replace(/\/+$/, '') };

  /** Puts the e-mail on the queue; throws when the queue refuses (callers decide what that means). */
  async function enqueue(to: string, mail: NoticeMail, replyTo?: string): Promise<void> {
    await deps.mailer.send({ to, subject: mail.subject, ...renderMail(store, mail.content), ...(replyTo ? { replyTo } : {}) });
  }

  return {
    links,
    enqueue,

    /**
     * To a member with an account, if she wants this kind: her profile's e-mail and first name go
     * to `build`; `replyTo`, where her answer by e-mail goes. False when she turned it off or has no profile (nothing sent).
     */
    async toMember(
      userId: string,
      kind: NoticeKind,
      build: (member: { firstName: string }) => NoticeMail,
      replyTo?: string,
    ): Promise<boolean> {
      const profile = await deps.users.getProfile(userId);
      if (!profile || !noticePreferencesOf(profile.noticePreferences)[kind]) return false;
      await enqueue(profile.email, build({ firstName: profile.firstName }), replyTo);
      return true;
    },

    /** A courtesy e-mail: logged when it cannot be queued, never thrown. */
    async courtesy(description: string, send: () => Promise<unknown>): Promise<void> {
      try {
        await send();
      } catch (error) {
        deps.logError('coaching notice could not be queued', { description, error: String(error) });
      }
    },
  };
}

export type CoachingNotices = ReturnType<typeof createCoachingNotices>;

// Memberships an admin added under `email:<address>` before the person had an account move to the
// account with that verified address (a profile exists only after the e-mail code was confirmed):
// at sign-up confirmation (post-confirmation trigger) and at every "Mis planificaciones" read.
// No duplicate: when the account already has a membership of that planning, the one that runs
// longer is kept and the other removed.
// Flow: post-confirmation handler or member plannings service → this → planning users repository.
import { emailMemberId } from '../domain/email-members';
import type { PlanningUsersRepository } from '../data/planning-users-repository';

export interface MembershipLinkingDependencies {
  planningUsers: Pick<PlanningUsersRepository, 'planningsOfEmailMember' | 'getForMember' | 'moveToAccount' | 'removeEmailMember'>;
}

const emailMemberOf = (verifiedEmail: string) => emailMemberId(verifiedEmail.trim().toLowerCase());

export function createMembershipLinking({ planningUsers }: MembershipLinkingDependencies) {
  /** Links among the given plannings (the caller already listed them). */
  async function linkAmong(userId: string, verifiedEmail: string, planningIds: readonly string[]): Promise<void> {
    if (!verifiedEmail || planningIds.length === 0) return;
    const emailId = emailMemberOf(verifiedEmail);
    const [byEmail, own] = await Promise.all([
      planningUsers.getForMember(emailId, planningIds),
      planningUsers.getForMember(userId, planningIds),
    ]);
    for (const emailMember of byEmail) {
      const existing = own.find((member) => member.planningId === emailMember.planningId) ?? null;
      const emailIsBetter =
        !existing || existing.status === 'INACTIVE' || (emailMember.status !== 'INACTIVE' && emailMember.endDate > existing.endDate);
      if (emailIsBetter) {
        await planningUsers.moveToAccount(
          emailMember,
          { ...emailMember, userId },
          existing ? { endDate: existing.endDate, status: existing.status } : null,
        );
      } else {
        await planningUsers.removeEmailMember(emailMember.planningId, emailMember.userId);
      }
    }
  }

  return {
    linkAmong,
    /**
     * Links the plannings the e-mail's pointers name: one Query on the sign-up's path, nothing more
     * when nobody added that e-mail (the common case).
     */
    async link(userId: string, verifiedEmail: string): Promise<void> {
      if (!verifiedEmail) return;
      await linkAmong(userId, verifiedEmail, await planningUsers.planningsOfEmailMember(emailMemberOf(verifiedEmail)));
    },
  };
}

// Linking the memberships an admin added under an e-mail to the account that confirmed it, over an
// in-memory repository: the sign-up reads the e-mail's pointers and nothing more when there are
// none; a membership moves when it runs longer than the account's own (or the account's is
// deactivated, or missing), and is dropped otherwise.
import { describe, expect, it } from 'vitest';
import type { StoredMembership } from '../../functions/data/planning-users-repository';
import { createMembershipLinking, type MembershipLinkingDependencies } from '../../functions/services/planning-membership-linking';
import { storedMembership } from '../support/factories/memberships';

const ACCOUNT = 'sub-1';
const EMAIL_ID = 'email:ana@example.com';

/** The repository's four calls over a list of memberships, recording what the service asked. */
function memoryRepository(memberships: StoredMembership[]) {
  const calls: string[] = [];
  const moved: { from: StoredMembership; seen: { endDate: string; status: string } | null }[] = [];
  const removed: string[] = [];
  const planningUsers: MembershipLinkingDependencies['planningUsers'] = {
    async planningsOfEmailMember(emailMemberId) {
      calls.push('planningsOfEmailMember');
      return memberships.filter((member) => member.userId === emailMemberId).map((member) => member.planningId);
    },
    async getForMember(userId, planningIds) {
      calls.push('getForMember');
      return memberships.filter((member) => member.userId === userId && planningIds.includes(member.planningId));
    },
    async moveToAccount(emailMember, _accountMember, seen) {
      moved.push({ from: emailMember, seen });
      return true;
    },
    async removeEmailMember(planningId, userId) {
      removed.push(`${planningId}/${userId}`);
    },
  };
  return { planningUsers, calls, moved, removed };
}

const byEmail = (planningId: string, overrides: Partial<StoredMembership> = {}) =>
  storedMembership({ planningId, userId: EMAIL_ID, endDate: '2027-03-31', ...overrides });
const own = (planningId: string, overrides: Partial<StoredMembership> = {}) =>
  storedMembership({ planningId, userId: ACCOUNT, endDate: '2027-01-31', ...overrides });

describe('linking e-mail memberships at sign-up', () => {
  it('asks for the e-mail’s pointers only when nobody added that e-mail', async () => {
    const repository = memoryRepository([own('planning-1')]);
    await createMembershipLinking(repository).link(ACCOUNT, 'ana@example.com');
    expect(repository.calls).toEqual(['planningsOfEmailMember']);
    expect(repository.moved).toEqual([]);
  });

  it('reads the e-mail as Cognito verified it, trimmed and in lower case', async () => {
    const repository = memoryRepository([byEmail('planning-2')]);
    await createMembershipLinking(repository).link(ACCOUNT, '  Ana@Example.COM ');
    expect(repository.moved.map((move) => move.from.planningId)).toEqual(['planning-2']);
  });

  it('moves a membership the account does not have, expecting no record of its own', async () => {
    const repository = memoryRepository([byEmail('planning-2'), byEmail('planning-3')]);
    await createMembershipLinking(repository).link(ACCOUNT, 'ana@example.com');
    expect(repository.moved).toEqual([
      { from: byEmail('planning-2'), seen: null },
      { from: byEmail('planning-3'), seen: null },
    ]);
    expect(repository.removed).toEqual([]);
  });

  it('moves one that runs longer than the account’s, or over a deactivated one, conditional on what it read', async () => {
    const repository = memoryRepository([
      byEmail('planning-1'),
      own('planning-1'),
      byEmail('planning-2', { endDate: '2026-12-31' }),
      own('planning-2', { status: 'INACTIVE' }),
    ]);
    await createMembershipLinking(repository).link(ACCOUNT, 'ana@example.com');
    expect(repository.moved.map((move) => [move.from.planningId, move.seen])).toEqual([
      ['planning-1', { endDate: '2027-01-31', status: 'ACTIVE' }],
      ['planning-2', { endDate: '2027-01-31', status: 'INACTIVE' }],
    ]);
  });

  it('drops one the account’s own covers: shorter, or deactivated beside an active one', async () => {
    const repository = memoryRepository([
      byEmail('planning-1', { endDate: '2026-12-31' }),
      own('planning-1'),
      byEmail('planning-2', { status: 'INACTIVE', endDate: '2027-12-31' }),
      own('planning-2'),
    ]);
    await createMembershipLinking(repository).link(ACCOUNT, 'ana@example.com');
    expect(repository.moved).toEqual([]);
    expect(repository.removed).toEqual([`planning-1/${EMAIL_ID}`, `planning-2/${EMAIL_ID}`]);
  });

  it('links nothing for an account with no e-mail', async () => {
    const repository = memoryRepository([byEmail('planning-1')]);
    await createMembershipLinking(repository).link(ACCOUNT, '');
    expect(repository.calls).toEqual([]);
  });
});

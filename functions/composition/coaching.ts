// The coaching function's dependencies: the coach's planning view (memberships and subscribers,
// compliance counters, the training plan), the results feed and the results' threads (their e-mails leave as digests),
// the results' form-check videos (presigned uploads, stream cookies), and the member's thread with
// her coach (decision 159: her standing in the planning, subscriptions included).
import { randomUUID } from 'node:crypto';
import { createCloudFrontStreamAccess } from '../content/cloudfront-stream-access';
import { createS3ContentStore } from '../content/s3-content-store';
import { createCoachingRepository } from '../data/coaching-repository';
import { createFormChecksRepository } from '../data/form-checks-repository';
import { createRateLimitsRepository } from '../data/rate-limits-repository';
import { createResultCommentsRepository } from '../data/result-comments-repository';
import { createSellerCoachContactsRepository } from '../data/seller-coach-contacts-repository';
import { createUsersRepository } from '../data/users-repository';
import { coachingSettings } from '../settings/coaching';
import { contentSettings } from '../settings/content';
import { streamingSettings } from '../settings/streaming';
import { perContainer } from './per-container';
import { planningAccessOver } from './planning-access';
import { tableContext } from './table';

export const coachingDependencies = perContainer(() => {
  const table = tableContext();
  const users = createUsersRepository(table);
  const now = () => new Date();
  return {
    // The planning's items, members, subscribers (their pointers and subscriptions), plan and
    // results; a member's thread with her coach is hers while her membership — bought, added or
    // subscribed — is active (the access).
    ...planningAccessOver(table, now),
    coaching: createCoachingRepository(table),
    comments: createResultCommentsRepository(table),
    formChecks: createFormChecksRepository(table),
    // Form checks: the member's presigned upload, and the cookies that open one video's ladder
    // (read on first use: the comment paths never need the signing key).
    content: createS3ContentStore(() => contentSettings()),
    streams: createCloudFrontStreamAccess(() => streamingSettings()),
    rateLimits: createRateLimitsRepository(table),
    sellerCoachContacts: createSellerCoachContactsRepository(table),
    users,
    get commentDigestSeconds(): number {
      return coachingSettings().COMMENT_DIGEST_SECONDS;
    },
    now,
    uniqueId: randomUUID,
  };
});

export type CoachingFunctionDependencies = ReturnType<typeof coachingDependencies>;

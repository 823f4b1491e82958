// The account function's dependencies: profiles and addresses, and the contact form, which stores
// the message and queues an e-mail to the store (the mail queue; SES is the mail sender's job).
import { createContactRepository } from '../data/contact-repository';
import { createRateLimitsRepository } from '../data/rate-limits-repository';
import { createUsersRepository } from '../data/users-repository';
import { contactSettings } from '../settings/contact';
import { logger } from '../observability/logger';
import { mailQueue } from './mail-queue';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const accountDependencies = perContainer(() => {
  const table = tableContext();
  return {
    users: createUsersRepository(table),
    contact: createContactRepository(table),
    rateLimits: createRateLimitsRepository(table),
    mailer: mailQueue(),
    storeEmail: contactSettings().STORE_EMAIL,
    now: () => new Date(),
    logError: (message: string, error: unknown) => logger.error(message, error),
  };
});

export type AccountFunctionDependencies = ReturnType<typeof accountDependencies>;

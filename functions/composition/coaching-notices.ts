// The coaching notices of any function that sends them: the mail queue, the members' profiles
// (their preferences) and the store's name and address for the e-mails' links. Built on first
// use, so a function's other operations never need the queue's settings.
import type { UsersRepository } from '../data/users-repository';
import { logger } from '../observability/logger';
import { createCoachingNotices, type CoachingNotices } from '../services/coaching-notices';
import { storeSettings } from '../settings/store';
import { mailQueue } from './mail-queue';

export function lazyCoachingNotices(users: Pick<UsersRepository, 'getProfile'>): () => CoachingNotices {
  let notices: CoachingNotices | undefined;
  return () => {
    if (!notices) {
      const store = storeSettings();
      // The e-mails' links need the store's address: the stacks give it to every function that sends them.
      if (!store.STORE_WEB_URL) throw new Error('STORE_WEB_URL is not set: the coaching notices link to the store');
      notices = createCoachingNotices({
        mailer: mailQueue(),
        users,
        storeName: store.STORE_NAME,
        storeWebUrl: store.STORE_WEB_URL,
        logError: (message, details) => logger.error(message, details),
      });
    }
    return notices;
  };
}

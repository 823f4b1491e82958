// The mail feedback function's dependencies: the store's suppression list.
import { createMailSuppressionsRepository } from '../data/mail-suppressions-repository';
import { sesFeedback } from '../mail/ses-feedback';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const mailFeedbackDependencies = perContainer(() => ({
  suppressions: createMailSuppressionsRepository(tableContext()),
  /** One queue message's feedback (SES's Bounce or Complaint event), one entry per recipient. */
  feedbackOf: sesFeedback,
}));

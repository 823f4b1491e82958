// The video ladder function's dependencies: the lessons repository, where a ladder and the
// video's measured length are recorded, and the storefront's publishing, told when a course's
// figures change; the form checks repository, where a member's form-check ladder is recorded.
import { createFormChecksRepository } from '../data/form-checks-repository';
import { createLessonsRepository } from '../data/lessons-repository';
import { storefrontPublishing } from './storefront-publishing';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const videoLadderDependencies = perContainer(() => ({
  lessons: createLessonsRepository(tableContext()),
  formChecks: createFormChecksRepository(tableContext()),
  storefront: storefrontPublishing(),
}));

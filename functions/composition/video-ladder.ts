// The video ladder function's dependencies: the lessons repository, where a ladder is recorded.
import { createLessonsRepository } from '../data/lessons-repository';
import { perContainer } from './per-container';
import { tableContext } from './table';

export const videoLadderDependencies = perContainer(() => ({ lessons: createLessonsRepository(tableContext()) }));

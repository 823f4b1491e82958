// Lessons function: course programs and topic content behind the access rule.
import type { QueryGetTopicContentArgs, QueryListLessonUnitsArgs } from '../generated/graphql';
import { createLessonsService } from '../services/lessons-service';
import { createResolverHandler, field } from './appsync-resolver';
import { dependencies, type Dependencies } from './dependencies';

const lessons = (deps: Dependencies) => createLessonsService(deps);

export const lessonsResolvers = {
  listLessonUnits: field<QueryListLessonUnitsArgs, Dependencies>((args, viewer, deps) =>
    lessons(deps).listLessonUnits(viewer, args.itemId),
  ),
  getTopicContent: field<QueryGetTopicContentArgs, Dependencies>((args, viewer, deps) =>
    lessons(deps).getTopicContent(viewer, args.itemId, args.topicId),
  ),
};

export const handler = createResolverHandler(lessonsResolvers, dependencies);

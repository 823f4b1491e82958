// Lessons function: course syllabi, topic content behind the access rule, buyers' progress, and
// admins' content management. Certificates (a PDF) are drawn by their own function
// (certificates.ts), so this one carries no PDF library.
import type {
  MutationCreateTopicCaptionsUploadArgs,
  MutationCreateTopicVideoUploadArgs,
  MutationSaveVideoPositionArgs,
  MutationSetTopicProgressArgs,
  MutationUpdateTopicContentArgs,
  QueryGetCourseProgressArgs,
  QueryGetTopicContentArgs,
  QueryListLessonUnitsArgs,
} from '../generated/graphql';
import { lessonsDependencies, type LessonsFunctionDependencies as Dependencies } from '../composition/lessons';
import { createContentService } from '../services/content-service';
import { createLessonsService } from '../services/lessons-service';
import { createProgressService } from '../services/progress-service';
import { createResolverHandler, field } from './appsync-resolver';

const lessons = (deps: Dependencies) => createLessonsService(deps);
const progress = (deps: Dependencies) => createProgressService(deps);
const content = (deps: Dependencies) => createContentService(deps);

export const lessonsResolvers = {
  listLessonUnits: field<QueryListLessonUnitsArgs, Dependencies>((args, viewer, deps) =>
    lessons(deps).listLessonUnits(viewer, args.itemId),
  ),
  getTopicContent: field<QueryGetTopicContentArgs, Dependencies>((args, viewer, deps) =>
    lessons(deps).getTopicContent(viewer, args.itemId, args.topicId),
  ),
  getCourseProgress: field<QueryGetCourseProgressArgs, Dependencies>((args, viewer, deps) =>
    progress(deps).getCourseProgress(viewer, args.itemId),
  ),
  setTopicProgress: field<MutationSetTopicProgressArgs, Dependencies>((args, viewer, deps) =>
    progress(deps).setTopicProgress(viewer, args.itemId, args.topicId, args.completed),
  ),
  saveVideoPosition: field<MutationSaveVideoPositionArgs, Dependencies>((args, viewer, deps) =>
    progress(deps).saveVideoPosition(viewer, args.itemId, args.topicId, {
      seconds: args.seconds,
      reason: args.reason,
      playerSession: args.playerSession,
      sequence: args.sequence,
    }),
  ),
  updateTopicContent: field<MutationUpdateTopicContentArgs, Dependencies>((args, viewer, deps) =>
    content(deps).updateTopicContent(viewer, args.input),
  ),
  createTopicVideoUpload: field<MutationCreateTopicVideoUploadArgs, Dependencies>((args, viewer, deps) =>
    content(deps).createTopicVideoUpload(viewer, args.itemId, args.topicId, args.contentType),
  ),
  createTopicCaptionsUpload: field<MutationCreateTopicCaptionsUploadArgs, Dependencies>((args, viewer, deps) =>
    content(deps).createTopicCaptionsUpload(viewer, args.itemId, args.topicId, args.sizeBytes),
  ),
};

export const handler = createResolverHandler(lessonsResolvers, lessonsDependencies);

// Lessons function: course programs, topic content behind the access rule, buyers' progress and
// certificates, and admins' content management.
import { randomUUID } from 'node:crypto';
import type {
  MutationCreateTopicVideoUploadArgs,
  MutationRequestCertificateArgs,
  MutationSetTopicProgressArgs,
  MutationUpdateTopicContentArgs,
  QueryGetCourseProgressArgs,
  QueryGetTopicContentArgs,
  QueryListLessonUnitsArgs,
} from '../generated/graphql';
import { renderCertificatePdf } from '../content/certificate-pdf';
import { createCertificateService } from '../services/certificate-service';
import { createContentService } from '../services/content-service';
import { createLessonsService } from '../services/lessons-service';
import { createProgressService } from '../services/progress-service';
import { createResolverHandler, field } from './appsync-resolver';
import { dependencies, type Dependencies } from './dependencies';

const lessons = (deps: Dependencies) => createLessonsService(deps);
const progress = (deps: Dependencies) => createProgressService(deps);
const certificates = (deps: Dependencies) =>
  createCertificateService({ ...deps, storeName: deps.config.STORE_NAME, renderPdf: renderCertificatePdf });
const content = (deps: Dependencies) => createContentService({ ...deps, uniqueId: randomUUID });

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
  requestCertificate: field<MutationRequestCertificateArgs, Dependencies>((args, viewer, deps) =>
    certificates(deps).requestCertificate(viewer, args.itemId),
  ),
  updateTopicContent: field<MutationUpdateTopicContentArgs, Dependencies>((args, viewer, deps) =>
    content(deps).updateTopicContent(viewer, args.input),
  ),
  createTopicVideoUpload: field<MutationCreateTopicVideoUploadArgs, Dependencies>((args, viewer, deps) =>
    content(deps).createTopicVideoUpload(viewer, args.itemId, args.topicId, args.contentType),
  ),
};

export const handler = createResolverHandler(lessonsResolvers, dependencies);

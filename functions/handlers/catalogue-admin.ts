// Catalogue administration function: new items and their life (draft → published → hidden or
// archived), edits of an item and a planning's schedule, pictures and course syllabi. Kept apart from the catalogue function that visitors
// call, so the store front's function carries neither the Mercado Pago credentials (publishing
// checks the seller's account), the upload signing nor the publishing client. Every field is admin-only in the schema
// and checked again in each service.
import type {
  MutationArchiveItemArgs,
  MutationCreateItemArgs,
  MutationCreateItemPictureUploadArgs,
  MutationPublishItemArgs,
  MutationRestoreItemArgs,
  MutationSaveCourseProgramArgs,
  MutationSetItemPictureArgs,
  MutationUnpublishItemArgs,
  MutationUpdateItemArgs,
  MutationUpdatePlanningScheduleArgs,
} from '../generated/graphql';
import { createCourseSyllabusService } from '../services/course-syllabus-service';
import { createItemEditService } from '../services/item-edit-service';
import { createItemLifecycleService } from '../services/item-lifecycle-service';
import { createItemPictureService } from '../services/item-picture-service';
import { createResolverHandler, field } from './appsync-resolver';
import { catalogueAdminDependencies, type CatalogueAdminFunctionDependencies as Dependencies } from '../composition/catalogue-admin';

const lifecycle = (deps: Dependencies) => createItemLifecycleService(deps);
const edits = (deps: Dependencies) => createItemEditService(deps);
const pictures = (deps: Dependencies) => createItemPictureService(deps);
const syllabusService = (deps: Dependencies) => createCourseSyllabusService(deps);

export const catalogueAdminResolvers = {
  createItem: field<MutationCreateItemArgs, Dependencies>((args, viewer, deps) => lifecycle(deps).createItem(viewer, args.input)),
  publishItem: field<MutationPublishItemArgs, Dependencies>((args, viewer, deps) => lifecycle(deps).publishItem(viewer, args.id)),
  unpublishItem: field<MutationUnpublishItemArgs, Dependencies>((args, viewer, deps) => lifecycle(deps).unpublishItem(viewer, args.id)),
  archiveItem: field<MutationArchiveItemArgs, Dependencies>((args, viewer, deps) => lifecycle(deps).archiveItem(viewer, args.id)),
  restoreItem: field<MutationRestoreItemArgs, Dependencies>((args, viewer, deps) => lifecycle(deps).restoreItem(viewer, args.id)),
  updateItem: field<MutationUpdateItemArgs, Dependencies>((args, viewer, deps) => edits(deps).updateItem(viewer, args.input)),
  updatePlanningSchedule: field<MutationUpdatePlanningScheduleArgs, Dependencies>((args, viewer, deps) =>
    edits(deps).updatePlanningSchedule(viewer, args.input),
  ),
  createItemPictureUpload: field<MutationCreateItemPictureUploadArgs, Dependencies>((args, viewer, deps) =>
    pictures(deps).createItemPictureUpload(viewer, args.itemId, args.files),
  ),
  setItemPicture: field<MutationSetItemPictureArgs, Dependencies>((args, viewer, deps) =>
    pictures(deps).setItemPicture(viewer, args.itemId, args.pictureId),
  ),
  saveCourseProgram: field<MutationSaveCourseProgramArgs, Dependencies>((args, viewer, deps) =>
    syllabusService(deps).saveSyllabus(viewer, args.input),
  ),
};

export const handler = createResolverHandler(catalogueAdminResolvers, catalogueAdminDependencies);

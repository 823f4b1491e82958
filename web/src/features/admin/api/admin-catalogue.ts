// The admin's catalogue beyond the spec's update: one item with everything its pages show, new
// items, their life (publish, hide, archive, restore), the page's texts, the picture and a
// course's syllabus. Every change refreshes the admin tables and the store front's catalogue.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { CourseProgramInput, CreateItemInput, GetAdminItemQuery, UpdateItemInput } from '../../../generated/graphql';
import { ApiError, mutate, request } from '../../../lib/api-client';
import { signedUploadHeaders } from '../../../lib/signed-upload';
import { serverKeys } from '../../../lib/server-keys';
import { pictureFilesProblem } from '../../../../../functions/domain/item-picture';
import type { PictureFile } from '../lib/picture-variants';
import { adminKeys } from './keys';

export type AdminItemDetail = GetAdminItemQuery['getItem'];

graphql(`
  fragment AdminItemFields on Item {
    id
    name
    type
    seller
    status
    isEnabled
    isFeatured
    price
    offer {
      price
      validDateTimeFrom
      validDateTimeTo
    }
    summary
    description
    highlights
    level
    coachName
    coachBio
    durationWeeks
    courseHours
    imageSource
    picture {
      baseUrl
      widths
      shareImage
    }
    programVersion
  }
`);

const GetAdminItemDocument = graphql(`
  query GetAdminItem($id: ID!) {
    getItem(id: $id) {
      ...AdminItemFields
    }
  }
`);

const AdminProgramDocument = graphql(`
  query AdminCourseProgram($itemId: ID!) {
    listLessonUnits(itemId: $itemId) {
      id
      name
      position
      topics {
        id
        name
        componentName
        isPublic
        position
      }
    }
  }
`);

const CreateItemDocument = graphql(`
  mutation CreateItem($input: CreateItemInput!) {
    createItem(input: $input) {
      ...AdminItemFields
    }
  }
`);

const UpdateItemDetailsDocument = graphql(`
  mutation UpdateItemDetails($input: UpdateItemInput!) {
    updateItem(input: $input) {
      ...AdminItemFields
    }
  }
`);

const PublishItemDocument = graphql(`
  mutation PublishItem($id: ID!) {
    publishItem(id: $id) {
      ...AdminItemFields
    }
  }
`);

const UnpublishItemDocument = graphql(`
  mutation UnpublishItem($id: ID!) {
    unpublishItem(id: $id) {
      ...AdminItemFields
    }
  }
`);

const ArchiveItemDocument = graphql(`
  mutation ArchiveItem($id: ID!) {
    archiveItem(id: $id) {
      ...AdminItemFields
    }
  }
`);

const RestoreItemDocument = graphql(`
  mutation RestoreItem($id: ID!) {
    restoreItem(id: $id) {
      ...AdminItemFields
    }
  }
`);

const CreateItemPictureUploadDocument = graphql(`
  mutation CreateItemPictureUpload($itemId: ID!, $files: [PictureFileInput!]!) {
    createItemPictureUpload(itemId: $itemId, files: $files) {
      pictureId
      expiresAt
      uploads {
        name
        contentType
        uploadUrl
      }
    }
  }
`);

const SetItemPictureDocument = graphql(`
  mutation SetItemPicture($itemId: ID!, $pictureId: ID) {
    setItemPicture(itemId: $itemId, pictureId: $pictureId) {
      ...AdminItemFields
    }
  }
`);

const SaveCourseProgramDocument = graphql(`
  mutation SaveCourseProgram($input: CourseProgramInput!) {
    saveCourseProgram(input: $input) {
      id
      name
      position
      topics {
        id
        name
        componentName
        isPublic
        position
      }
    }
  }
`);

export type AdminSyllabusUnit = { id: string; name: string; position: number; topics: AdminSyllabusTopic[] };
export type AdminSyllabusTopic = { id: string; name: string; componentName: string; isPublic: boolean; position: number };

const adminItemQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.item(id),
    queryFn: async () => (await request(GetAdminItemDocument, { id }, 'userPool')).getItem,
  });

export const useAdminItem = (id: string) => useQuery(adminItemQuery(id));

export const useAdminSyllabus = (itemId: string, enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.program(itemId),
    enabled,
    queryFn: async (): Promise<AdminSyllabusUnit[]> => {
      try {
        return (await request(AdminProgramDocument, { itemId }, 'userPool')).listLessonUnits;
      } catch (error) {
        // A new course has no syllabus yet ("Not found units for course …").
        if (error instanceof ApiError && error.errorType === 'NotFound') return [];
        throw error;
      }
    },
  });

/** After any change: this item, both admin tables and the store front's catalogue read again. */
function refreshAfter(queryClient: QueryClient, item: AdminItemDetail) {
  queryClient.setQueryData(adminKeys.item(item.id), item);
  void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'items'] });
  void queryClient.invalidateQueries({ queryKey: serverKeys.catalogue() });
}

export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateItemInput) => (await mutate(CreateItemDocument, { input }, 'userPool')).createItem,
    onSuccess: (item) => refreshAfter(queryClient, item),
  });
}

export function useUpdateItemDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateItemInput) => (await mutate(UpdateItemDetailsDocument, { input }, 'userPool')).updateItem,
    onSuccess: (item) => refreshAfter(queryClient, item),
  });
}

export type StatusAction = 'publish' | 'unpublish' | 'archive' | 'restore';

export function useChangeItemStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: StatusAction }) => {
      switch (action) {
        case 'publish':
          return (await mutate(PublishItemDocument, { id }, 'userPool')).publishItem;
        case 'unpublish':
          return (await mutate(UnpublishItemDocument, { id }, 'userPool')).unpublishItem;
        case 'archive':
          return (await mutate(ArchiveItemDocument, { id }, 'userPool')).archiveItem;
        case 'restore':
          return (await mutate(RestoreItemDocument, { id }, 'userPool')).restoreItem;
      }
    },
    onSuccess: (item) => refreshAfter(queryClient, item),
  });
}

/**
 * Uploads every variant through its own signed address (signed for the file's type and exact
 * size, which the server limits), then points the item at the picture.
 */
export function useUploadItemPicture(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: PictureFile[]) => {
      const sizes = files.map((file) => ({ name: file.name, size: file.blob.size }));
      // The server's own rule, so an oversized picture is refused here without a round trip.
      const problem = pictureFilesProblem(sizes);
      if (problem) throw new ApiError(problem, 'ValidationError');
      const { createItemPictureUpload } = await mutate(CreateItemPictureUploadDocument, { itemId, files: sizes }, 'userPool');
      await Promise.all(
        createItemPictureUpload.uploads.map(async (upload) => {
          const file = files.find((candidate) => candidate.name === upload.name);
          if (!file) throw new ApiError('No pudimos preparar la imagen. Probá con otra.', 'PictureError');
          let response: Response;
          try {
            response = await fetch(upload.uploadUrl, { method: 'PUT', headers: signedUploadHeaders(upload.contentType), body: file.blob });
          } catch {
            throw new ApiError('No pudimos subir la imagen. Revisá tu conexión e intentá de nuevo.', 'NetworkError');
          }
          if (!response.ok) throw new ApiError(`No pudimos subir la imagen (error ${response.status}). Intentá de nuevo.`, 'UploadError');
        }),
      );
      return (await mutate(SetItemPictureDocument, { itemId, pictureId: createItemPictureUpload.pictureId }, 'userPool')).setItemPicture;
    },
    onSuccess: (item) => refreshAfter(queryClient, item),
  });
}

export function useRemoveItemPicture(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await mutate(SetItemPictureDocument, { itemId, pictureId: null }, 'userPool')).setItemPicture,
    onSuccess: (item) => refreshAfter(queryClient, item),
  });
}

export function useSaveCourseSyllabus(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CourseProgramInput) => (await mutate(SaveCourseProgramDocument, { input }, 'userPool')).saveCourseProgram,
    onSuccess: (units) => {
      queryClient.setQueryData(adminKeys.program(itemId), units);
      void queryClient.invalidateQueries({ queryKey: adminKeys.item(itemId) });
      // The course page's syllabus and the lessons' sidebar read it again (this course's only).
      void queryClient.invalidateQueries({ queryKey: serverKeys.syllabus(itemId) });
    },
  });
}

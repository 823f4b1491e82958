// The coach's training plan editor: a planning's weeks, saving one week (conditional on the version
// edited), copying and moving weeks, and uploading a demo video to the content bucket.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { AdminProgrammeQuery, ProgrammeWeekInput } from '../../../generated/graphql';
import { mutate, request } from '../../../lib/api-client';
import { putToSignedUrl } from '../../../lib/signed-upload';
import { adminKeys } from './keys';

const AdminProgrammeDocument = graphql(`
  query AdminProgramme($planningId: ID!) {
    adminProgramme(planningId: $planningId) {
      ...AdminProgrammeWeek
    }
  }
  fragment AdminProgrammeWeek on ProgrammeWeek {
    planningId
    weekNumber
    title
    version
    updatedAt
    days {
      dayNumber
      title
      sessions {
        id
        title
        blocks {
          id
          title
          text
          videoKey
          prescription {
            sets
            reps
            percent
            lift
            timeCapMinutes
            rounds
            rpe
          }
          scaling {
            beginner
            intermediate
            rx
          }
        }
      }
    }
  }
`);

const SaveProgrammeWeekDocument = graphql(`
  mutation SaveProgrammeWeek($input: ProgrammeWeekInput!) {
    saveProgrammeWeek(input: $input) {
      ...AdminProgrammeWeek
    }
  }
`);

const CopyProgrammeWeekDocument = graphql(`
  mutation CopyProgrammeWeek($planningId: ID!, $fromWeek: Int!, $toWeek: Int!) {
    copyProgrammeWeek(planningId: $planningId, fromWeek: $fromWeek, toWeek: $toWeek) {
      weekNumber
      version
    }
  }
`);

const MoveProgrammeWeekDocument = graphql(`
  mutation MoveProgrammeWeek($planningId: ID!, $fromWeek: Int!, $toWeek: Int!) {
    moveProgrammeWeek(planningId: $planningId, fromWeek: $fromWeek, toWeek: $toWeek) {
      weekNumber
    }
  }
`);

const CreateProgrammeVideoUploadDocument = graphql(`
  mutation CreateProgrammeVideoUpload($planningId: ID!, $contentType: String!) {
    createProgrammeVideoUpload(planningId: $planningId, contentType: $contentType) {
      uploadUrl
      videoKey
      expiresAt
    }
  }
`);

export type AdminProgrammeWeek = AdminProgrammeQuery['adminProgramme'][number];

const planWeeksKey = (planningId: string) => [...adminKeys.all, 'programme', planningId] as const;

export const useAdminPlanWeeks = (planningId: string) =>
  useQuery({
    queryKey: planWeeksKey(planningId),
    queryFn: async () => (await request(AdminProgrammeDocument, { planningId }, 'userPool')).adminProgramme,
  });

export function usePlanWeekMutations(planningId: string) {
  const queryClient = useQueryClient();
  // Members' views of this planning are other queries: they read the stored week at their next fetch.
  const refresh = () => queryClient.invalidateQueries({ queryKey: planWeeksKey(planningId) });
  return {
    save: useMutation({
      mutationFn: async (input: ProgrammeWeekInput) => (await mutate(SaveProgrammeWeekDocument, { input }, 'userPool')).saveProgrammeWeek,
      onSuccess: refresh,
    }),
    copy: useMutation({
      mutationFn: async (weeks: { fromWeek: number; toWeek: number }) =>
        (await mutate(CopyProgrammeWeekDocument, { planningId, ...weeks }, 'userPool')).copyProgrammeWeek,
      onSuccess: refresh,
    }),
    move: useMutation({
      mutationFn: async (weeks: { fromWeek: number; toWeek: number }) =>
        (await mutate(MoveProgrammeWeekDocument, { planningId, ...weeks }, 'userPool')).moveProgrammeWeek,
      onSuccess: refresh,
    }),
  };
}

/** Uploads a demo video and answers the key a block can point at. */
export async function uploadPlanVideo(planningId: string, file: File): Promise<string> {
  const { createProgrammeVideoUpload } = await mutate(
    CreateProgrammeVideoUploadDocument,
    { planningId, contentType: file.type },
    'userPool',
  );
  await putToSignedUrl(createProgrammeVideoUpload.uploadUrl, file);
  return createProgrammeVideoUpload.videoKey;
}

// Form check (issue 40, decision 148): a member sends a short video of one of her logged results
// for her coach to look at. Server rules:
//   - only the result's member uploads and submits it, from her own partition (she can never name
//     anyone else's result), while her membership is active (her standing: bought, added or
//     subscribed, decision 162);
//   - type and size are checked before the address is signed, and the exact size is signed into it
//     (the bucket refuses any other length); the key is fresh per upload and under her and the
//     result's folder, and the upload is stored once (If-None-Match, decision 111);
//   - a result has at most one form check, written once: it is never replaced;
//   - the length is measured when the ladder is made (services/video-ladder-service.ts): longer
//     than FORM_CHECK_MAX_SECONDS it is TOO_LONG and never plays;
//   - it is read by the member and by the coach (admins, naming a member of the planning: the
//     planning access's one rule, decision 162); the stream's cookies open that one video's ladder
//     and nothing else.
// Flow: handler → this service → training log, planning access, form checks repositories, content
// store (presigned upload), stream access (signed cookies).
import {
  FORM_CHECK_MAX_BYTES,
  FORM_CHECK_MAX_SECONDS,
  FORM_CHECK_MESSAGES,
  formCheckVideoKey,
  isFormCheckVideoType,
  isOwnFormCheckKey,
  type FormCheckRecord,
  type FormCheckView,
} from '../domain/form-check';
import type { ResultRef } from '../domain/coach-view';
import { AppError, notFound, signInRequired, unauthorized } from '../domain/errors';
import type { SessionResult } from '../domain/training-log';
import { ladderScopeOfMaster } from '../domain/video-stream';
import { isAdmin, type Viewer } from '../domain/viewer';
import type { ContentStore } from '../content/content-store';
import type { StreamAccess } from '../content/stream-access';
import type { FormChecksRepository } from '../data/form-checks-repository';
import type { TrainingLogRepository } from '../data/training-log-repository';
import type { PlanningAccess } from './member-plannings/access';

export interface FormCheckUpload {
  uploadUrl: string;
  videoKey: string;
  contentType: string;
  expiresAt: string;
}

export interface FormCheckDependencies {
  trainingLog: Pick<TrainingLogRepository, 'sessionResults'>;
  /** The member's standing (her own uploads) and whom the coach reads (decision 162). */
  access: Pick<PlanningAccess, 'coachedMember' | 'standingIn'>;
  formChecks: Pick<FormChecksRepository, 'get' | 'submit'>;
  content: Pick<ContentStore, 'signedUploadUrl' | 'describe'>;
  streams: StreamAccess;
  now: () => Date;
  uniqueId: () => string;
}

const MEMBERSHIP_ENDED = 'Tu acceso a esta planificación terminó: ya no podés enviar videos de técnica.';

export function createFormCheckService(deps: FormCheckDependencies) {
  const { trainingLog, access, formChecks, content, streams, now } = deps;

  async function resultOf(userId: string, ref: ResultRef): Promise<SessionResult> {
    const result = (await trainingLog.sessionResults(userId, ref.planningId, ref.sessionId)).find(
      (candidate) => candidate.id === ref.resultId,
    );
    if (!result) throw notFound('No encontramos ese resultado.');
    return result;
  }

  /** The member herself, on her own result, with an active membership. */
  async function requireOwnActiveResult(viewer: Viewer, ref: ResultRef): Promise<{ userId: string; result: SessionResult }> {
    if (viewer.kind !== 'user') throw signInRequired();
    if (ref.userId && ref.userId !== viewer.userId) throw unauthorized(FORM_CHECK_MESSAGES.ownResultsOnly);
    const result = await resultOf(viewer.userId, ref);
    const standing = await access.standingIn(ref.planningId, viewer.userId);
    if (standing?.status !== 'ACTIVE') throw unauthorized(MEMBERSHIP_ENDED);
    return { userId: viewer.userId, result };
  }

  async function viewOf(record: FormCheckRecord): Promise<FormCheckView> {
    let stream: FormCheckView['stream'] = null;
    if (record.status === 'READY' && record.stream) {
      const grant = await streams.grant(ladderScopeOfMaster(record.stream.masterKey));
      stream = {
        url: streams.addressOf(record.stream.masterKey),
        cookiePath: grant.path,
        cookies: grant.cookies,
        expiresAt: grant.expiresAt.toISOString(),
        renditions: record.stream.renditions,
      };
    }
    return {
      planningId: record.planningId,
      sessionId: record.sessionId,
      resultId: record.resultId,
      status: record.status,
      submittedAt: record.submittedAt,
      durationSeconds: record.durationSeconds,
      maxSeconds: FORM_CHECK_MAX_SECONDS,
      maxBytes: FORM_CHECK_MAX_BYTES,
      stream,
    };
  }

  return {
    /** Signs one upload of this type and exact size for the member's own result. */
    async createFormCheckUpload(viewer: Viewer, ref: ResultRef, contentType: string, sizeBytes: number): Promise<FormCheckUpload> {
      if (!isFormCheckVideoType(contentType))
        throw new AppError('ValidationError', FORM_CHECK_MESSAGES.videoType, { contentType: FORM_CHECK_MESSAGES.videoType });
      if (!Number.isInteger(sizeBytes) || sizeBytes < 1 || sizeBytes > FORM_CHECK_MAX_BYTES)
        throw new AppError('ValidationError', FORM_CHECK_MESSAGES.videoSize, { sizeBytes: FORM_CHECK_MESSAGES.videoSize });
      const { userId, result } = await requireOwnActiveResult(viewer, ref);
      if (await formChecks.get(userId, result.id)) throw new AppError('Conflict', FORM_CHECK_MESSAGES.alreadySent);
      const videoKey = formCheckVideoKey(userId, result.id, contentType, `${now().getTime()}-${deps.uniqueId()}`);
      const upload = await content.signedUploadUrl(videoKey, contentType, sizeBytes);
      return { uploadUrl: upload.url, videoKey, contentType, expiresAt: upload.expiresAt.toISOString() };
    },

    /** Attaches the uploaded video to the result, once; its ladder is made from it. */
    async submitFormCheck(viewer: Viewer, ref: ResultRef, videoKey: string): Promise<FormCheckView> {
      const { userId, result } = await requireOwnActiveResult(viewer, ref);
      if (!isOwnFormCheckKey(videoKey, userId, result.id))
        throw new AppError('ValidationError', FORM_CHECK_MESSAGES.videoKey, { videoKey: FORM_CHECK_MESSAGES.videoKey });
      const stored = await content.describe(videoKey);
      if (!stored) throw new AppError('ValidationError', FORM_CHECK_MESSAGES.missingVideo, { videoKey: FORM_CHECK_MESSAGES.missingVideo });
      // The bucket held the signed type and length; checked again on what it stored.
      if (!isFormCheckVideoType(stored.contentType) || stored.size > FORM_CHECK_MAX_BYTES)
        throw new AppError('ValidationError', FORM_CHECK_MESSAGES.videoSize, { videoKey: FORM_CHECK_MESSAGES.videoSize });
      const record: FormCheckRecord = {
        userId,
        planningId: ref.planningId,
        sessionId: result.sessionId,
        resultId: result.id,
        videoKey,
        contentType: stored.contentType,
        sizeBytes: stored.size,
        submittedAt: now().toISOString(),
        status: 'PROCESSING',
        durationSeconds: null,
        stream: null,
      };
      if (!(await formChecks.submit(record))) throw new AppError('Conflict', FORM_CHECK_MESSAGES.alreadySent);
      return viewOf(record);
    },

    /** The result's form check for its member or the coach naming her; null when none was sent. */
    async formCheck(viewer: Viewer, ref: ResultRef): Promise<FormCheckView | null> {
      if (viewer.kind !== 'user') throw signInRequired();
      const named = ref.userId ?? null;
      if (named !== null && named !== viewer.userId && !isAdmin(viewer))
        throw unauthorized('Solo podés ver los videos de técnica de tus propios resultados.');
      const userId = named ?? viewer.userId;
      if (userId !== viewer.userId) await access.coachedMember(viewer, ref.planningId, userId);
      const result = await resultOf(userId, ref);
      const record = await formChecks.get(userId, result.id);
      return record ? viewOf(record) : null;
    },
  };
}

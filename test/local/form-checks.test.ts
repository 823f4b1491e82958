// Form check (issue 40, decision 148) on the real local stack: a member of planning-5 attaches a
// 6 s video to her logged result through a presigned upload; the local ffmpeg makes its HLS ladder
// (as MediaConvert does on AWS) and records it; the stream plays to her and to the coach only, its
// cookies opening that one video; another member is refused. The limits (type, 100 MB, once per
// result, the member's own result and folder) refuse with a Spanish message and write nothing; the
// coach's comment pinned to a moment is bounded by the video's measured length.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { FORM_CHECK_MAX_BYTES, FORM_CHECK_MAX_SECONDS } from '../../functions/domain/form-check';
import { callGraphql, type Caller } from '../support/graphql-client';
import { signInAdmin, type TestUser } from '../support/cognito-users';
import { as, subOf } from '../support/buying';
import { given } from '../support/steps';
import type { ResultRefInput } from '../../functions/generated/graphql';
import { ADD_RESULT_COMMENT, CREATE_FORM_CHECK_UPLOAD, FORM_CHECK, RESULT_COMMENTS, SUBMIT_FORM_CHECK } from '../support/coaching-api';

const stack = inject('stack');
const PLANNING = 'planning-5';
const SESSION = 's-p5-w1-d1-1';
const CLIP = readFileSync('infra/local/sample-content/clase-demo.mp4');

type Ref = ResultRefInput;
interface Stream {
  url: string;
  cookiePath: string;
  renditions: string[];
  cookies: { name: string; value: string }[];
}

let coach: Caller;
const cookieHeader = (stream: Pick<Stream, 'cookies'>) => stream.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

async function aMemberWhoLogged(firstName: string): Promise<{ member: TestUser; ref: Ref }> {
  const member = await given.aMemberOf(stack, PLANNING, { days: 84 }, { firstName, lastName: 'Técnica' });
  const ref = await given.aLoggedResult(stack, member, { planningId: PLANNING, weekNumber: 1, sessionId: SESSION, rpe: 8 });
  return { member, ref };
}

const put = (url: string, body: Uint8Array, contentType = 'video/mp4') =>
  fetch(url, { method: 'PUT', headers: { 'content-type': contentType, 'if-none-match': '*' }, body });

/** The member's upload and submission of the demo clip on her result. */
async function sendsTheClip(member: TestUser, ref: Ref) {
  const upload = await callGraphql(stack, as(member), CREATE_FORM_CHECK_UPLOAD, {
    result: ref,
    contentType: 'video/mp4',
    sizeBytes: CLIP.byteLength,
  });
  expect(upload.errors).toBeUndefined();
  const { uploadUrl, videoKey } = upload.data?.['createFormCheckUpload'] as { uploadUrl: string; videoKey: string };
  expect((await put(uploadUrl, CLIP)).status).toBe(200);
  const submitted = await callGraphql(stack, as(member), SUBMIT_FORM_CHECK, { result: ref, videoKey });
  expect(submitted.errors).toBeUndefined();
  return { uploadUrl, videoKey, submitted: submitted.data?.['submitFormCheck'] };
}

async function readyFormCheck(caller: Caller, ref: Ref) {
  await expect
    .poll(async () => (await callGraphql(stack, caller, FORM_CHECK, { result: ref })).data?.['formCheck']?.status, {
      timeout: 240_000,
      interval: 1000,
    })
    .toBe('READY');
  return (await callGraphql(stack, caller, FORM_CHECK, { result: ref })).data?.['formCheck'];
}

let ana: TestUser;
let anaRef: Ref;
let bea: TestUser;
let beaRef: Ref;

beforeAll(async () => {
  coach = { token: (await signInAdmin(stack)).accessToken };
  [{ member: ana, ref: anaRef }, { member: bea, ref: beaRef }] = await Promise.all([aMemberWhoLogged('Ana'), aMemberWhoLogged('Bea')]);
  await sendsTheClip(ana, anaRef);
});

describe('a form-check video', () => {
  it('is processing once submitted, with the limits the server holds it to', async () => {
    const { ref, member } = await aMemberWhoLogged('Caro');
    const { submitted, videoKey } = await sendsTheClip(member, ref);
    expect(videoKey).toMatch(new RegExp(`^formchecks/${subOf(member)}/${ref.resultId}/[A-Za-z0-9-]+\\.mp4$`));
    expect(submitted).toMatchObject({
      ...ref,
      status: 'PROCESSING',
      durationSeconds: null,
      stream: null,
      maxSeconds: FORM_CHECK_MAX_SECONDS,
      maxBytes: FORM_CHECK_MAX_BYTES,
    });
  });

  it('becomes an HLS ladder that plays to the member and to the coach, its cookies opening that video only', async () => {
    const mine = await readyFormCheck(as(ana), anaRef);
    expect(mine.durationSeconds).toBe(6);
    expect(mine.stream.renditions).toEqual(['720p', '540p', '360p', '240p']);
    const folder = `/streams/formchecks/${subOf(ana)}/${anaRef.resultId}/`;
    expect(new URL(mine.stream.url).pathname).toMatch(new RegExp(`^${folder}[A-Za-z0-9-]+/index\\.m3u8$`));
    expect(mine.stream.cookiePath).toBe(new URL(mine.stream.url).pathname.replace(/index\.m3u8$/, ''));

    const theCoach = (await callGraphql(stack, coach, FORM_CHECK, { result: { ...anaRef, userId: subOf(ana) } })).data?.['formCheck'];
    expect(theCoach).toMatchObject({ status: 'READY', durationSeconds: 6 });
    for (const stream of [mine.stream, theCoach.stream] as Stream[]) {
      const master = await fetch(stream.url, { headers: { cookie: cookieHeader(stream) } });
      expect(master.status).toBe(200);
      expect((await master.text()).match(/EXT-X-STREAM-INF/g)).toHaveLength(4);
      const segment = await fetch(new URL('index_360p_00001.ts', stream.url), { headers: { cookie: cookieHeader(stream) } });
      expect(segment.status).toBe(200);
      expect(segment.headers.get('content-type')).toBe('video/mp2t');
    }
    // Without cookies, and with them on another result's folder: refused.
    expect((await fetch(mine.stream.url)).status).toBe(403);
    const elsewhere = new URL(mine.stream.url.replace(anaRef.resultId, beaRef.resultId));
    expect((await fetch(elsewhere, { headers: { cookie: cookieHeader(mine.stream) } })).status).toBe(403);
  });

  it('is refused to another member, naming it or not, and she cannot upload onto it', async () => {
    const named = await callGraphql(stack, as(bea), FORM_CHECK, { result: { ...anaRef, userId: subOf(ana) } });
    expect(named.data?.['formCheck'] ?? null).toBeNull();
    expect(named.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    // Her own partition has no such result.
    const unnamed = await callGraphql(stack, as(bea), FORM_CHECK, { result: anaRef });
    expect(unnamed.errors?.[0]).toMatchObject({ errorType: 'NotFound' });
    const upload = await callGraphql(stack, as(bea), CREATE_FORM_CHECK_UPLOAD, {
      result: { ...anaRef, userId: subOf(ana) },
      contentType: 'video/mp4',
      sizeBytes: 1000,
    });
    expect(upload.data?.['createFormCheckUpload'] ?? null).toBeNull();
    expect(upload.errors?.[0]).toMatchObject({
      errorType: 'Unauthorized',
      message: 'Solo podés enviar videos de técnica de tus propios resultados.',
    });
    // The coach reads it but does not upload for the member.
    const coachUpload = await callGraphql(stack, coach, CREATE_FORM_CHECK_UPLOAD, {
      result: { ...anaRef, userId: subOf(ana) },
      contentType: 'video/mp4',
      sizeBytes: 1000,
    });
    expect(coachUpload.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
  });

  it('holds its type, size and once-per-result limits with a Spanish message, writing nothing', async () => {
    const refused = async (variables: Record<string, unknown>, message: string) => {
      const answer = await callGraphql(stack, as(bea), CREATE_FORM_CHECK_UPLOAD, { result: beaRef, ...variables });
      expect(answer.data?.['createFormCheckUpload'] ?? null).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message });
    };
    await refused({ contentType: 'video/x-msvideo', sizeBytes: 1000 }, 'El video tiene que ser MP4, MOV o WebM.');
    await refused({ contentType: 'video/mp4', sizeBytes: FORM_CHECK_MAX_BYTES + 1 }, 'El video puede pesar hasta 100 MB.');
    await refused({ contentType: 'video/mp4', sizeBytes: 0 }, 'El video puede pesar hasta 100 MB.');

    // The signed length: a different body is refused by the bucket.
    const upload = (
      await callGraphql(stack, as(bea), CREATE_FORM_CHECK_UPLOAD, { result: beaRef, contentType: 'video/mp4', sizeBytes: CLIP.byteLength })
    ).data?.['createFormCheckUpload'] as { uploadUrl: string; videoKey: string };
    expect((await put(upload.uploadUrl, CLIP.subarray(0, 1000))).status).toBeGreaterThanOrEqual(400);
    // Submitting before anything is stored, or another result's key: refused, nothing recorded.
    const early = await callGraphql(stack, as(bea), SUBMIT_FORM_CHECK, { result: beaRef, videoKey: upload.videoKey });
    expect(early.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: 'No encontramos el video subido. Subilo de nuevo.' });
    const foreign = await callGraphql(stack, as(bea), SUBMIT_FORM_CHECK, {
      result: beaRef,
      videoKey: upload.videoKey.replace(beaRef.resultId, anaRef.resultId),
    });
    expect(foreign.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: 'Ese video no es uno subido para este resultado. Subilo de nuevo.',
    });
    expect((await callGraphql(stack, as(bea), FORM_CHECK, { result: beaRef })).data?.['formCheck']).toBeNull();

    // Stored once: a second PUT to the address is refused; a second form check on the result too.
    expect((await put(upload.uploadUrl, CLIP)).status).toBe(200);
    expect((await put(upload.uploadUrl, CLIP)).status).toBe(412);
    expect((await callGraphql(stack, as(bea), SUBMIT_FORM_CHECK, { result: beaRef, videoKey: upload.videoKey })).errors).toBeUndefined();
    const again = await callGraphql(stack, as(bea), CREATE_FORM_CHECK_UPLOAD, {
      result: beaRef,
      contentType: 'video/mp4',
      sizeBytes: 1000,
    });
    expect(again.errors?.[0]).toMatchObject({
      errorType: 'Conflict',
      message: 'Ya enviaste un video de técnica para este resultado: no se puede reemplazar.',
    });
    const resubmit = await callGraphql(stack, as(bea), SUBMIT_FORM_CHECK, { result: beaRef, videoKey: upload.videoKey });
    expect(resubmit.errors?.[0]).toMatchObject({ errorType: 'Conflict' });
  });
});

describe('a comment pinned to a moment of the video', () => {
  const threadOf = async (member: TestUser, ref: Ref) =>
    (await callGraphql(stack, as(member), RESULT_COMMENTS, { result: ref })).data?.['resultComments'] as {
      text: string;
      atSeconds: number | null;
    }[];

  it('is the coach’s answer at a second within the video, read by the member with its moment', async () => {
    await readyFormCheck(as(ana), anaRef);
    const pinned = await callGraphql(stack, coach, ADD_RESULT_COMMENT, {
      result: { ...anaRef, userId: subOf(ana) },
      text: 'Acá se frena la barra: empujá con las piernas.',
      atSeconds: 4,
    });
    expect(pinned.errors).toBeUndefined();
    expect(pinned.data?.['addResultComment']).toMatchObject({ author: 'COACH', atSeconds: 4 });
    // At the very end (its measured length) too; a comment without a moment keeps none.
    expect(
      (await callGraphql(stack, coach, ADD_RESULT_COMMENT, { result: { ...anaRef, userId: subOf(ana) }, text: 'Final.', atSeconds: 6 }))
        .errors,
    ).toBeUndefined();
    expect((await callGraphql(stack, as(ana), ADD_RESULT_COMMENT, { result: anaRef, text: '¡Gracias!' })).errors).toBeUndefined();
    const thread = await threadOf(ana, anaRef);
    expect(thread.map((comment) => [comment.text, comment.atSeconds])).toEqual([
      ['Acá se frena la barra: empujá con las piernas.', 4],
      ['Final.', 6],
      ['¡Gracias!', null],
    ]);
  });

  it('is refused outside 0 … the video’s length, and on a result without a ready video, writing nothing', async () => {
    await readyFormCheck(as(ana), anaRef);
    const before = (await threadOf(ana, anaRef)).length;
    for (const atSeconds of [7, -1, 100_000]) {
      const answer = await callGraphql(stack, coach, ADD_RESULT_COMMENT, {
        result: { ...anaRef, userId: subOf(ana) },
        text: 'Fuera del video.',
        atSeconds,
      });
      expect(answer.data?.['addResultComment'] ?? null).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({
        errorType: 'ValidationError',
        message: 'El momento del video tiene que estar entre 0 y 6 segundos.',
      });
    }
    expect(await threadOf(ana, anaRef)).toHaveLength(before);

    const { member, ref } = await aMemberWhoLogged('Dana');
    const none = await callGraphql(stack, coach, ADD_RESULT_COMMENT, {
      result: { ...ref, userId: subOf(member) },
      text: 'Sin video.',
      atSeconds: 0,
    });
    expect(none.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: 'Este resultado no tiene un video de técnica listo: el comentario no puede fijarse en un momento.',
    });
    expect(await threadOf(member, ref)).toHaveLength(0);
  });
});

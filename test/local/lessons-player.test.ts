// The course player's server side on the real local stack (local AppSync, local Cognito tokens,
// DynamoDB Local, the local content server): who gets a paid topic's content, signed video
// addresses that expire and cannot be altered, progress kept per buyer, certificates only for a
// completed course, and content management for admins only.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createS3ContentStore } from '../../functions/content/s3-content-store';
import { callGraphql, visitor } from '../support/graphql-client';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { as } from '../support/buying';
import { grantCourse, videoWatched } from '../support/grants';

const stack = inject('stack');

const CONTENT = `query($item: ID!, $topic: ID!) { getTopicContent(itemId: $item, topicId: $topic) { itemId topicId text videoUrl videoExpiresAt } }`;
const PROGRESS = `query($item: ID!) { getCourseProgress(itemId: $item) { itemId completedTopicIds totalTopics lastTopicId isComplete } }`;
const SET_PROGRESS = `mutation($item: ID!, $topic: ID!, $done: Boolean!) { setTopicProgress(itemId: $item, topicId: $topic, completed: $done) { itemId topicId completed updatedAt } }`;
const CERTIFICATE = `mutation($item: ID!) { requestCertificate(itemId: $item) { itemId fileName pdfBase64 } }`;
const UPDATE_CONTENT = `mutation($input: UpdateTopicContentInput!) { updateTopicContent(input: $input) { topicId text videoUrl } }`;
const CREATE_UPLOAD = `mutation($item: ID!, $topic: ID!, $type: String!) { createTopicVideoUpload(itemId: $item, topicId: $topic, contentType: $type) { uploadUrl videoKey expiresAt } }`;

const PAID = { item: 'course-1', topic: 'course-1-t02' };
const PUBLIC = { item: 'course-1', topic: 'course-1-t01' };

let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [owner, stranger, admin] = await Promise.all([
    signUpAndConfirm(stack, { firstName: 'Begoña', lastName: 'Ibáñez' }),
    signUpAndConfirm(stack, { firstName: 'Tomás', lastName: 'Ríos' }),
    signInAdmin(stack),
  ]);
  await Promise.all(['course-1', 'course-2', 'course-5'].map((item) => grantCourse(stack, owner, item)));
});

describe('access to a paid topic', () => {
  it.each([
    ['a visitor', () => visitor(stack)],
    ['a signed-in user who does not own the course', () => as(stranger)],
  ])('refuses its text and video to %s with the buy message', async (_who, caller) => {
    const answer = await callGraphql(stack, caller(), CONTENT, PAID);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Comprá el curso para ver esta clase.' });
    expect(JSON.stringify(answer)).not.toContain('X-Amz-Signature');
  });

  it.each([
    ['its owner', () => as(owner)],
    ['an admin', () => as(admin)],
  ])('gives %s the text and a signed video address that plays', async (_who, caller) => {
    const answer = await callGraphql(stack, caller(), CONTENT, PAID);
    expect(answer.errors).toBeUndefined();
    const content = answer.data?.['getTopicContent'];
    expect(content.text.length).toBeGreaterThan(20);
    expect(content.videoUrl).toContain('X-Amz-Signature=');
    expect(Date.parse(content.videoExpiresAt)).toBeGreaterThan(Date.now());
    expect(Date.parse(content.videoExpiresAt)).toBeLessThanOrEqual(Date.now() + 3600_000 + 5_000);

    const video = await fetch(content.videoUrl, { headers: { range: 'bytes=0-1023' } });
    expect(video.status).toBe(206);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await video.arrayBuffer());
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('shows the program (structure only) to everyone', async () => {
    const answer = await callGraphql(
      stack,
      visitor(stack),
      `query { listLessonUnits(itemId: "course-1") { topics { id name isPublic } } }`,
    );
    expect(answer.errors).toBeUndefined();
    const leaked = await callGraphql(stack, visitor(stack), `query { listLessonUnits(itemId: "course-1") { topics { id text } } }`);
    expect(leaked.errors?.[0]?.message).toMatch(/Cannot query field "text" on type "Topic"/);
  });

  it('gives a public topic, with its signed video, to a visitor', async () => {
    const answer = await callGraphql(stack, visitor(stack), CONTENT, PUBLIC);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['getTopicContent']?.videoUrl).toContain('X-Amz-Signature=');
  });

  it("answers a topic of another course with the spec's text", async () => {
    const answer = await callGraphql(stack, as(owner), CONTENT, { item: 'course-2', topic: 'course-1-t02' });
    expect(answer.errors?.[0]).toMatchObject({
      errorType: 'NotFound',
      message: 'Not found topic with id course-1-t02 belonging to item with id course-2',
    });
  });
});

describe('signed video addresses on the local content server', () => {
  let videoUrl: string;

  beforeAll(async () => {
    videoUrl = (await callGraphql(stack, as(owner), CONTENT, PAID)).data?.['getTopicContent']?.videoUrl;
  });

  it('refuses the object without a signature, as a private bucket does', async () => {
    const unsigned = videoUrl.split('?')[0] ?? '';
    const answer = await fetch(unsigned);
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('<Code>AccessDenied</Code>');
  });

  it('refuses an address whose key or signature was altered', async () => {
    for (const tampered of [
      videoUrl.replace('clase-demo', 'clase-otra'),
      videoUrl.replace(/X-Amz-Expires=\d+/, 'X-Amz-Expires=604800'),
      videoUrl.replace(/X-Amz-Signature=([0-9a-f])/, (_m, c: string) => `X-Amz-Signature=${c === 'a' ? 'b' : 'a'}`),
    ]) {
      expect(tampered).not.toBe(videoUrl);
      const answer = await fetch(tampered);
      expect(answer.status).toBe(403);
      expect(await answer.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    }
  });

  it('refuses an expired address', async () => {
    const credentials = JSON.parse(readFileSync(join(stack.dataDir, 'content', 'credentials.json'), 'utf8'));
    const origin = new URL(videoUrl);
    const signedTwoMinutesAgo = createS3ContentStore(
      () => ({
        bucket: origin.pathname.split('/')[1] ?? '',
        region: 'us-east-1',
        endpoint: origin.origin,
        credentials,
        videoUrlTtlSeconds: 60,
        uploadTtlSeconds: 60,
      }),
      () => new Date(Date.now() - 120_000),
    );
    const { url } = await signedTwoMinutesAgo.signedVideoUrl('sample/clase-demo.mp4');
    const answer = await fetch(url);
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('Request has expired');
  });
});

describe('progress', () => {
  it('is kept per buyer and course, idempotently, with the topic to resume', async () => {
    const before = await callGraphql(stack, as(owner), PROGRESS, { item: 'course-1' });
    expect(before.data?.['getCourseProgress']).toEqual({
      itemId: 'course-1',
      completedTopicIds: [],
      totalTopics: 17,
      lastTopicId: null,
      isComplete: false,
    });

    for (const topic of ['course-1-t03', 'course-1-t02', 'course-1-t02']) {
      await videoWatched(stack, owner, 'course-1', topic);
      const set = await callGraphql(stack, as(owner), SET_PROGRESS, { item: 'course-1', topic, done: true });
      expect(set.data?.['setTopicProgress']).toMatchObject({ itemId: 'course-1', topicId: topic, completed: true });
    }
    const after = await callGraphql(stack, as(owner), PROGRESS, { item: 'course-1' });
    expect(after.data?.['getCourseProgress']).toMatchObject({
      completedTopicIds: ['course-1-t02', 'course-1-t03'],
      lastTopicId: 'course-1-t02',
      isComplete: false,
    });

    await callGraphql(stack, as(owner), SET_PROGRESS, { item: 'course-1', topic: 'course-1-t03', done: false });
    const undone = await callGraphql(stack, as(owner), PROGRESS, { item: 'course-1' });
    expect(undone.data?.['getCourseProgress']).toMatchObject({ completedTopicIds: ['course-1-t02'], lastTopicId: 'course-1-t03' });
  });

  it("is not shared with another user's account", async () => {
    const admins = await callGraphql(stack, as(admin), PROGRESS, { item: 'course-1' });
    expect(admins.data?.['getCourseProgress']?.completedTopicIds).toEqual([]);
  });

  it('is refused to a visitor and to a user who does not own the course', async () => {
    const fromVisitor = await callGraphql(stack, visitor(stack), SET_PROGRESS, { item: 'course-1', topic: 'course-1-t01', done: true });
    expect(fromVisitor.errors?.[0]?.errorType).toBe('Unauthorized');
    const fromStranger = await callGraphql(stack, as(stranger), SET_PROGRESS, { item: 'course-1', topic: 'course-1-t01', done: true });
    expect(fromStranger.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Comprá el curso para guardar tu avance.' });
    const read = await callGraphql(stack, as(stranger), PROGRESS, { item: 'course-1' });
    expect(read.errors?.[0]?.errorType).toBe('Unauthorized');
  });

  it("refuses unknown topics with the spec's text and the certificate topic", async () => {
    const unknown = await callGraphql(stack, as(owner), SET_PROGRESS, { item: 'course-1', topic: 'course-1-t99', done: true });
    expect(unknown.errors?.[0]?.message).toBe('Not found topic with id course-1-t99 belonging to item with id course-1');
    const certificate = await callGraphql(stack, as(owner), SET_PROGRESS, { item: 'course-2', topic: 'course-2-t04', done: true });
    expect(certificate.errors?.[0]?.errorType).toBe('ValidationError');
    const progress = await callGraphql(stack, as(owner), PROGRESS, { item: 'course-2' });
    expect(progress.data?.['getCourseProgress']?.completedTopicIds).toEqual([]);
  });
});

describe('certificate', () => {
  it('is refused until every lesson is complete, then downloads as a PDF with the buyer and the course', async () => {
    const early = await callGraphql(stack, as(owner), CERTIFICATE, { item: 'course-2' });
    // Mutation results are nullable (decision 080): the refused field answers null, beside its error.
    expect(early.data).toEqual({ requestCertificate: null });
    expect(early.errors?.[0]).toMatchObject({ errorType: 'Conflict', message: 'Completá todas las clases para obtener el certificado.' });

    for (const topic of ['course-2-t01', 'course-2-t02', 'course-2-t03']) {
      await videoWatched(stack, owner, 'course-2', topic);
      await callGraphql(stack, as(owner), SET_PROGRESS, { item: 'course-2', topic, done: true });
    }
    const progress = await callGraphql(stack, as(owner), PROGRESS, { item: 'course-2' });
    expect(progress.data?.['getCourseProgress']).toMatchObject({ totalTopics: 3, isComplete: true });

    const answer = await callGraphql(stack, as(owner), CERTIFICATE, { item: 'course-2' });
    expect(answer.errors).toBeUndefined();
    const certificate = answer.data?.['requestCertificate'];
    expect(certificate.fileName).toBe('certificado-course-2.pdf');
    const bytes = Buffer.from(certificate.pdfBase64, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getSubject()).toBe('Certificado de Begoña Ibáñez');
    const course = await callGraphql(stack, visitor(stack), `query { getItem(id: "course-2") { name } }`);
    expect(pdf.getTitle()).toBe(`Certificado - ${course.data?.['getItem']?.name}`);
  });

  it('is refused to a user who does not own the course', async () => {
    const answer = await callGraphql(stack, as(stranger), CERTIFICATE, { item: 'course-2' });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
  });

  it('is refused for a course whose program has no certificate', async () => {
    for (const topic of ['course-5-t01', 'course-5-t02']) {
      await videoWatched(stack, owner, 'course-5', topic);
      await callGraphql(stack, as(owner), SET_PROGRESS, { item: 'course-5', topic, done: true });
    }
    const answer = await callGraphql(stack, as(owner), CERTIFICATE, { item: 'course-5' });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'Conflict', message: 'Este curso no entrega certificado.' });
  });
});

describe('content management', () => {
  const TOPIC = { item: 'course-6', topic: 'course-6-t03' };

  it('is refused to users, and changes nothing', async () => {
    const before = (await callGraphql(stack, as(admin), CONTENT, TOPIC)).data?.['getTopicContent'];
    const update = await callGraphql(stack, as(owner), UPDATE_CONTENT, {
      input: { itemId: TOPIC.item, topicId: TOPIC.topic, text: 'Texto cambiado por un usuario', videoKey: null },
    });
    expect(update.errors?.[0]?.errorType).toBe('Unauthorized');
    const upload = await callGraphql(stack, as(owner), CREATE_UPLOAD, { ...TOPIC, type: 'video/mp4' });
    expect(upload.errors?.[0]?.errorType).toBe('Unauthorized');
    const fromVisitor = await callGraphql(stack, visitor(stack), CREATE_UPLOAD, { ...TOPIC, type: 'video/mp4' });
    expect(fromVisitor.errors?.[0]?.errorType).toBe('Unauthorized');
    const after = (await callGraphql(stack, as(admin), CONTENT, TOPIC)).data?.['getTopicContent'];
    expect(after.text).toBe(before.text);
  });

  it('refuses an upload that is not MP4 or WebM', async () => {
    const answer = await callGraphql(stack, as(admin), CREATE_UPLOAD, { ...TOPIC, type: 'text/html' });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: 'El video tiene que ser MP4 o WebM.' });
  });

  it('lets an admin upload a video through the signed address and point the topic at it', async () => {
    const upload = (await callGraphql(stack, as(admin), CREATE_UPLOAD, { ...TOPIC, type: 'video/mp4' })).data?.['createTopicVideoUpload'];
    expect(upload.videoKey).toMatch(/^courses\/course-6\/course-6-t03\/[\w-]+\.mp4$/);
    const clip = readFileSync('infra/local/sample-content/clase-demo.mp4');
    const wrongType = await fetch(upload.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'text/html', 'if-none-match': '*' },
      body: clip,
    });
    expect(wrongType.status).toBe(403);
    const put = await fetch(upload.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'video/mp4', 'if-none-match': '*' },
      body: clip,
    });
    expect(put.status).toBe(200);

    const text = 'Nueva versión de la clase: ¿listos? ¡Vamos!';
    const updated = await callGraphql(stack, as(admin), UPDATE_CONTENT, {
      input: { itemId: TOPIC.item, topicId: TOPIC.topic, text, videoKey: upload.videoKey },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.['updateTopicContent']?.text).toBe(text);

    await grantCourse(stack, owner, 'course-6');
    const seen = (await callGraphql(stack, as(owner), CONTENT, TOPIC)).data?.['getTopicContent'];
    expect(seen.text).toBe(text);
    expect(new URL(seen.videoUrl).pathname).toContain(upload.videoKey);
    const video = await fetch(seen.videoUrl);
    expect(Buffer.from(await video.arrayBuffer()).equals(clip)).toBe(true);
  });

  it('refuses a video that was never uploaded, an empty text and an unknown topic, writing nothing', async () => {
    const before = (await callGraphql(stack, as(admin), CONTENT, TOPIC)).data?.['getTopicContent'];
    const missing = await callGraphql(stack, as(admin), UPDATE_CONTENT, {
      input: { itemId: TOPIC.item, topicId: TOPIC.topic, text: 'Otro texto', videoKey: 'courses/course-6/course-6-t03/nunca-subido.mp4' },
    });
    expect(missing.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: 'No encontramos ese video. Subilo de nuevo.' });
    const empty = await callGraphql(stack, as(admin), UPDATE_CONTENT, {
      input: { itemId: TOPIC.item, topicId: TOPIC.topic, text: '   ', videoKey: null },
    });
    expect(empty.errors?.[0]?.errorType).toBe('ValidationError');
    const climbing = await callGraphql(stack, as(admin), UPDATE_CONTENT, {
      input: { itemId: TOPIC.item, topicId: TOPIC.topic, text: 'Otro texto', videoKey: '../credentials.json' },
    });
    expect(climbing.errors?.[0]?.errorType).toBe('ValidationError');
    const unknown = await callGraphql(stack, as(admin), UPDATE_CONTENT, {
      input: { itemId: TOPIC.item, topicId: 'course-6-t99', text: 'Otro texto', videoKey: null },
    });
    expect(unknown.errors?.[0]?.message).toBe('Not found topic with id course-6-t99 belonging to item with id course-6');
    const after = (await callGraphql(stack, as(admin), CONTENT, TOPIC)).data?.['getTopicContent'];
    expect(after.text).toBe(before.text);
    expect(new URL(after.videoUrl).pathname).toBe(new URL(before.videoUrl).pathname);
  });

  it("refuses a key outside the course's prefix (an invoice, another course's video, a buyer's evaluation), writing nothing", async () => {
    // An invoice that is really in the bucket: the key exists, only its place is wrong.
    const credentials = JSON.parse(readFileSync(join(stack.dataDir, 'content', 'credentials.json'), 'utf8'));
    const origin = new URL((await callGraphql(stack, as(admin), CONTENT, PAID)).data?.['getTopicContent'].videoUrl);
    const bucketStore = createS3ContentStore(() => ({
      bucket: origin.pathname.split('/')[1] ?? '',
      region: 'us-east-1',
      endpoint: origin.origin,
      credentials,
      videoUrlTtlSeconds: 60,
      uploadTtlSeconds: 60,
    }));
    const invoiceKey = `invoices/STORE/${randomUUID()}/factura.pdf`;
    const put = await fetch((await bucketStore.signedUploadUrl(invoiceKey, 'application/pdf')).url, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf', 'if-none-match': '*' },
      body: '%PDF-1.4 factura de otra persona',
    });
    expect(put.status).toBe(200);
    expect(await bucketStore.exists(invoiceKey)).toBe(true);

    const before = (await callGraphql(stack, as(admin), CONTENT, TOPIC)).data?.['getTopicContent'];
    for (const videoKey of [invoiceKey, 'courses/course-1/sample/clase-demo.mp4', `evaluations/course-6/${randomUUID()}/1-a.mp4`]) {
      const answer = await callGraphql(stack, as(admin), UPDATE_CONTENT, {
        input: { itemId: TOPIC.item, topicId: TOPIC.topic, text: 'Apunta a otra cosa', videoKey },
      });
      expect(answer.data?.['updateTopicContent'] ?? null).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({
        errorType: 'ValidationError',
        message: 'El video de la clase tiene que ser uno subido para este curso: subilo desde esta clase.',
      });
    }
    const captions = await callGraphql(stack, as(admin), UPDATE_CONTENT, {
      input: { itemId: TOPIC.item, topicId: TOPIC.topic, text: 'Apunta a otra cosa', captionsKey: `invoices/STORE/${randomUUID()}/x.vtt` },
    });
    expect(captions.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: 'Los subtítulos de la clase tienen que ser unos subidos para este curso: subilos desde esta clase.',
    });
    const after = (await callGraphql(stack, as(admin), CONTENT, TOPIC)).data?.['getTopicContent'];
    expect(after).toEqual({ ...before, videoUrl: after.videoUrl, videoExpiresAt: after.videoExpiresAt });
    expect(after.text).toBe(before.text);
    expect(new URL(after.videoUrl).pathname).toBe(new URL(before.videoUrl).pathname);
  });

  it('keeps the video when the key is omitted and removes it when the key is null', async () => {
    const before = (await callGraphql(stack, as(admin), CONTENT, TOPIC)).data?.['getTopicContent'];
    const kept = await callGraphql(stack, as(admin), UPDATE_CONTENT, {
      input: { itemId: TOPIC.item, topicId: TOPIC.topic, text: 'Solo cambia el texto.' },
    });
    expect(new URL(kept.data?.['updateTopicContent']?.videoUrl).pathname).toBe(new URL(before.videoUrl).pathname);
    const removed = await callGraphql(stack, as(admin), UPDATE_CONTENT, {
      input: { itemId: TOPIC.item, topicId: TOPIC.topic, text: 'Clase sin video.', videoKey: null },
    });
    expect(removed.data?.['updateTopicContent']).toMatchObject({ text: 'Clase sin video.', videoUrl: null });
    const seen = (await callGraphql(stack, as(owner), CONTENT, TOPIC)).data?.['getTopicContent'];
    expect(seen).toMatchObject({ text: 'Clase sin video.', videoUrl: null, videoExpiresAt: null });
  });
});

describe('captions checked on the server (issue 42)', () => {
  const LESSON = { item: 'course-7', topic: 'course-7-t05' };
  const CAPTIONS_UPLOAD = `mutation($item: ID!, $topic: ID!, $size: Int!) { createTopicCaptionsUpload(itemId: $item, topicId: $topic, sizeBytes: $size) { uploadUrl captionsKey } }`;
  const UPDATE_CAPTIONS = `mutation($input: UpdateTopicContentInput!) { updateTopicContent(input: $input) { topicId captionsUrl } }`;
  const SYLLABUS = `query($item: ID!) { listLessonUnits(itemId: $item) { topics { id hasCaptions } } }`;
  const CAPTIONED = `query($item: ID!, $topic: ID!) { getTopicContent(itemId: $item, topicId: $topic) { text captionsUrl } }`;

  /** Uploads a file through the signed address, as the topic editor does (the browser's checks skipped). */
  async function uploaded(body: string): Promise<string> {
    const bytes = Buffer.from(body, 'utf8');
    const signed = await callGraphql(stack, as(admin), CAPTIONS_UPLOAD, { ...LESSON, size: bytes.length });
    expect(signed.errors).toBeUndefined();
    const put = await fetch(signed.data?.['createTopicCaptionsUpload'].uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'text/vtt', 'if-none-match': '*' },
      body: bytes,
    });
    expect(put.status).toBe(200);
    return signed.data?.['createTopicCaptionsUpload'].captionsKey;
  }

  const listed = async (): Promise<boolean | null | undefined> => {
    const units = (await callGraphql(stack, visitor(stack), SYLLABUS, { item: LESSON.item })).data?.['listLessonUnits'];
    return units
      .flatMap((unit: { topics: { id: string; hasCaptions: boolean | null }[] }) => unit.topics)
      .find((topic: { id: string }) => topic.id === LESSON.topic)?.hasCaptions;
  };

  it('refuses a stored file that is not WebVTT or whose cues are out of time, naming the field, and writes nothing', async () => {
    const text = (await callGraphql(stack, as(admin), CAPTIONED, LESSON)).data?.['getTopicContent'].text;
    const cases: [string, string][] = [
      ['1\n00:00:01,000 --> 00:00:02,000\nHola\n', 'El archivo no es WebVTT: la primera línea tiene que ser «WEBVTT».'],
      ['WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nHola\n', 'Línea 3: el subtítulo tiene que terminar después de empezar.'],
      [
        'WEBVTT\n\n00:00:05.000 --> 00:00:06.000\nA\n\n00:00:01.000 --> 00:00:02.000\nB\n',
        'Línea 6: los subtítulos tienen que estar en orden de tiempo.',
      ],
      ['WEBVTT\n\n00:00:01.000 --> 00:00:2.000\nHola\n', 'Línea 3: los tiempos tienen que escribirse como 00:00:01.000 --> 00:00:04.000.'],
    ];
    for (const [body, message] of cases) {
      const answer = await callGraphql(stack, as(admin), UPDATE_CAPTIONS, {
        input: { itemId: LESSON.item, topicId: LESSON.topic, text, captionsKey: await uploaded(body) },
      });
      expect(answer.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message });
    }
    expect((await callGraphql(stack, as(admin), CAPTIONED, LESSON)).data?.['getTopicContent'].captionsUrl).toBeNull();
    expect(await listed()).not.toBe(true);
  });

  it('puts good captions on the lesson, lists it as captioned, replaces them and removes them', async () => {
    const text = (await callGraphql(stack, as(admin), CAPTIONED, LESSON)).data?.['getTopicContent'].text;
    const first = await callGraphql(stack, as(admin), UPDATE_CAPTIONS, {
      input: {
        itemId: LESSON.item,
        topicId: LESSON.topic,
        text,
        captionsKey: await uploaded('WEBVTT\n\n00:00:00.500 --> 00:00:04.000\nHola\n'),
      },
    });
    expect(first.errors).toBeUndefined();
    expect(await listed()).toBe(true);
    const served = await fetch((await callGraphql(stack, as(admin), CAPTIONED, LESSON)).data?.['getTopicContent'].captionsUrl);
    expect(await served.text()).toContain('Hola');

    const replaced = await callGraphql(stack, as(admin), UPDATE_CAPTIONS, {
      input: {
        itemId: LESSON.item,
        topicId: LESSON.topic,
        text,
        captionsKey: await uploaded('WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nChau\n'),
      },
    });
    expect(replaced.errors).toBeUndefined();
    const again = await fetch((await callGraphql(stack, as(admin), CAPTIONED, LESSON)).data?.['getTopicContent'].captionsUrl);
    expect(await again.text()).toContain('Chau');
    expect(await listed()).toBe(true);

    const removed = await callGraphql(stack, as(admin), UPDATE_CAPTIONS, {
      input: { itemId: LESSON.item, topicId: LESSON.topic, text, captionsKey: null },
    });
    expect(removed.data?.['updateTopicContent'].captionsUrl).toBeNull();
    expect(await listed()).toBe(false);
  });
});

// Adaptive streaming on the real local stack (issue 26): the seeded lessons' demo clip made into
// an HLS ladder by ffmpeg (720p, 540p, 360p, 240p with audio, read back with ffprobe), served by the
// local content server only with the CloudFront signed cookies the lessons function issues — a
// course's cookies refused on another course's files, expired or missing ones refused — and an
// admin's upload turned into a ladder recorded on its topic.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCloudFrontStreamAccess } from '../../functions/content/cloudfront-stream-access';
import { courseFigures, lessonMinutesOf } from '../../functions/domain/course-figures';
import { VIDEO_LADDER } from '../../functions/domain/video-stream';
import { callGraphql, visitor, type Caller } from '../support/graphql-client';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { as } from '../support/buying';
import { grantCourse } from '../support/grants';

const stack = inject('stack');

const CONTENT = `query($item: ID!, $topic: ID!) { getTopicContent(itemId: $item, topicId: $topic) {
  videoUrl stream { url cookiePath expiresAt renditions cookies { name value } } } }`;
const UPDATE_CONTENT = `mutation($input: UpdateTopicContentInput!) { updateTopicContent(input: $input) { topicId stream { url } } }`;
const SYLLABUS = `query($item: ID!) { listLessonUnits(itemId: $item) { topics { id name componentName durationMinutes } } }`;
const CREATE_UPLOAD = `mutation($item: ID!, $topic: ID!, $type: String!) { createTopicVideoUpload(itemId: $item, topicId: $topic, contentType: $type) { uploadUrl videoKey } }`;

interface Stream {
  url: string;
  cookiePath: string;
  expiresAt: string;
  renditions: string[];
  cookies: { name: string; value: string }[];
}

const cookieHeader = (stream: Pick<Stream, 'cookies'>) => stream.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

async function streamOf(caller: Caller, item: string, topic: string): Promise<Stream> {
  const answer = await callGraphql(stack, caller, CONTENT, { item, topic });
  expect(answer.errors).toBeUndefined();
  return answer.data?.['getTopicContent']?.stream as Stream;
}

let owner: TestUser;
let admin: TestUser;
const scratch = mkdtempSync(join(tmpdir(), 'ladder-'));

beforeAll(async () => {
  [owner, admin] = await Promise.all([signUpAndConfirm(stack, { firstName: 'Lucía', lastName: 'Paz' }), signInAdmin(stack)]);
  await Promise.all(['course-1', 'course-7'].map((item) => grantCourse(stack, owner, item)));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** ffprobe's view of a downloaded file: its streams' kinds and the video's size. */
function probe(bytes: ArrayBuffer, name: string): { video: string | null; audio: boolean; duration: number } {
  const file = join(scratch, name);
  writeFileSync(file, Buffer.from(bytes));
  const out = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,width,height:format=duration', '-of', 'json', file], {
      encoding: 'utf8',
    }),
  ) as { streams: { codec_type: string; width?: number; height?: number }[]; format: { duration: string } };
  const video = out.streams.find((stream) => stream.codec_type === 'video');
  return {
    video: video ? `${video.width}x${video.height}` : null,
    audio: out.streams.some((stream) => stream.codec_type === 'audio'),
    duration: Number(out.format.duration),
  };
}

describe('the seeded lessons’ ladder', () => {
  it('lists 720p, 540p, 360p and 240p in its master playlist, each rendition a real video with its audio', async () => {
    const stream = await streamOf(as(owner), 'course-1', 'course-1-t02');
    expect(stream.renditions).toEqual(['720p', '540p', '360p', '240p']);
    expect(new URL(stream.url).pathname).toBe('/streams/courses/course-1/sample/clase-demo/index.m3u8');
    const headers = { cookie: cookieHeader(stream) };
    const master = await fetch(stream.url, { headers });
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await master.text();
    expect(text).toMatch(/RESOLUTION=1280x720/);
    expect(text).toMatch(/RESOLUTION=960x540/);
    expect(text).toMatch(/RESOLUTION=640x360/);
    expect(text).toMatch(/RESOLUTION=426x240/);
    for (const [name, size] of [
      ['720p', '1280x720'],
      ['540p', '960x540'],
      ['360p', '640x360'],
      ['240p', '426x240'],
    ] as const) {
      expect(text).toContain(`index_${name}.m3u8`);
      const playlist = await (await fetch(new URL(`index_${name}.m3u8`, stream.url), { headers })).text();
      const segments = playlist.split('\n').filter((line) => line.endsWith('.ts'));
      expect(segments[0]).toBe(`index_${name}_00001.ts`);
      // The demo clip lasts 96 s: 24 segments of 4 s.
      expect(segments.length).toBeGreaterThanOrEqual(23);
      const segment = await fetch(new URL(segments[0] ?? '', stream.url), { headers });
      expect(segment.headers.get('content-type')).toBe('video/mp2t');
      const bytes = await segment.arrayBuffer();
      expect(probe(bytes, `${name}.ts`)).toMatchObject({ video: size, audio: true });
      // The lowest rung, as muxed (video, audio, MPEG-TS), runs near 150–200 kbps (issue 42):
      // its first 4 s segment is what a slow phone waits for before the first frame.
      if (name === '240p') expect((bytes.byteLength * 8) / 4).toBeLessThanOrEqual(200_000);
    }
  });

  it('is made from a 720p demo clip of 96 s at a real bitrate (≥ 2 Mbps)', async () => {
    const content = (await callGraphql(stack, as(owner), CONTENT, { item: 'course-1', topic: 'course-1-t02' })).data?.['getTopicContent'];
    const clip = await fetch(content.videoUrl);
    const bytes = await clip.arrayBuffer();
    const facts = probe(bytes, 'clip.mp4');
    expect(facts).toMatchObject({ video: '1280x720', audio: true });
    expect(facts.duration).toBeGreaterThanOrEqual(90);
    expect((bytes.byteLength * 8) / facts.duration).toBeGreaterThanOrEqual(2_000_000);
  });
});

describe('the ladder’s signed cookies', () => {
  it('open the course they were issued for, and nothing of another course', async () => {
    const stream = await streamOf(as(owner), 'course-1', 'course-1-t02');
    expect(stream.cookiePath).toBe('/streams/courses/course-1/');
    const segment = (course: string) => `${new URL(stream.url).origin}/streams/courses/${course}/sample/clase-demo/index_360p_00001.ts`;
    expect((await fetch(segment('course-1'), { headers: { cookie: cookieHeader(stream) } })).status).toBe(200);
    const refused = await fetch(segment('course-2'), { headers: { cookie: cookieHeader(stream) } });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('<Code>AccessDenied</Code>');
  });

  it('are required: without them, nothing is served', async () => {
    const stream = await streamOf(as(owner), 'course-1', 'course-1-t02');
    const missing = await fetch(stream.url);
    expect(missing.status).toBe(403);
    expect(await missing.text()).toContain('<Code>MissingKey</Code>');
  });

  it('are refused once expired', async () => {
    const stream = await streamOf(as(owner), 'course-1', 'course-1-t02');
    const keys = JSON.parse(readFileSync(join(stack.dataDir, 'content', 'stream-keys.json'), 'utf8')) as {
      keyPairId: string;
      privateKeyPem: string;
    };
    // Signed with the stack's own key, 20 minutes (the cookies' life) and one second ago.
    const signer = createCloudFrontStreamAccess(
      () => ({
        region: 'us-east-1',
        baseUrl: new URL(stream.url).origin,
        keyPairId: keys.keyPairId,
        privateKey: { kind: 'inline', pem: keys.privateKeyPem },
        cookieTtlSeconds: 1200,
      }),
      () => new Date(Date.now() - 1_201_000),
    );
    const expired = await signer.grant('streams/courses/course-1/');
    expect((await fetch(stream.url, { headers: { cookie: cookieHeader(expired) } })).status).toBe(403);
    const fresh = await createCloudFrontStreamAccess(() => ({
      region: 'us-east-1',
      baseUrl: new URL(stream.url).origin,
      keyPairId: keys.keyPairId,
      privateKey: { kind: 'inline', pem: keys.privateKeyPem },
      cookieTtlSeconds: 1200,
    })).grant('streams/courses/course-1/');
    expect((await fetch(stream.url, { headers: { cookie: cookieHeader(fresh) } })).status).toBe(200);
  });

  it('for a visitor’s preview open that video’s ladder only, for a short while', async () => {
    const stream = await streamOf(visitor(stack), 'course-1', 'course-1-t01');
    expect(stream.cookiePath).toBe('/streams/courses/course-1/sample/clase-demo/');
    const life = Date.parse(stream.expiresAt) - Date.now();
    expect(life).toBeGreaterThan(0);
    expect(life).toBeLessThanOrEqual(20 * 60_000);
    expect((await fetch(stream.url, { headers: { cookie: cookieHeader(stream) } })).status).toBe(200);
    const paid = await callGraphql(stack, visitor(stack), CONTENT, { item: 'course-1', topic: 'course-1-t02' });
    expect(paid.errors?.[0]?.errorType).toBe('Unauthorized');
  });
});

type SyllabusUnits = { topics: { id: string; name: string; componentName: string; durationMinutes: number | null }[] }[];
const syllabusOf = async (item: string): Promise<SyllabusUnits> =>
  (await callGraphql(stack, visitor(stack), SYLLABUS, { item })).data?.['listLessonUnits'] as SyllabusUnits;
const minutesOf = (units: SyllabusUnits, topicId: string) =>
  units.flatMap((unit) => unit.topics).find((t) => t.id === topicId)?.durationMinutes;

describe('an uploaded video', () => {
  it('becomes a ladder recorded on its topic, and its measured length the lesson’s in the course’s figures', async () => {
    const topic = { item: 'course-7', topic: 'course-7-t02' };
    const before = await syllabusOf(topic.item);
    const clip = readFileSync('infra/local/sample-content/clase-demo.mp4');
    // The seeded syllabus declares 7 min for this lesson; the uploaded clip lasts 6 s (1 min).
    const measured = lessonMinutesOf(
      Math.round(probe(clip.buffer.slice(clip.byteOffset, clip.byteOffset + clip.byteLength), 'upload.mp4').duration),
    );
    expect(minutesOf(before, topic.topic)).toBe(7);
    expect(measured).toBe(1);
    const upload = (await callGraphql(stack, as(admin), CREATE_UPLOAD, { ...topic, type: 'video/mp4' })).data?.['createTopicVideoUpload'];
    expect(
      (await fetch(upload.uploadUrl, { method: 'PUT', headers: { 'content-type': 'video/mp4', 'if-none-match': '*' }, body: clip })).status,
    ).toBe(200);
    const saved = await callGraphql(stack, as(admin), UPDATE_CONTENT, {
      input: { itemId: topic.item, topicId: topic.topic, text: 'Clase con video nuevo.', videoKey: upload.videoKey },
    });
    expect(saved.errors).toBeUndefined();
    const expected = `/streams/${String(upload.videoKey).replace(/\.mp4$/, '')}/index.m3u8`;
    // Until the ladder is made the topic plays its progressive file; then its stream.
    await expect
      .poll(
        async () => {
          const stream = await streamOf(as(owner), topic.item, topic.topic);
          return stream ? new URL(stream.url).pathname : null;
        },
        { timeout: 240_000, interval: 1000 },
      )
      .toBe(expected);
    const stream = await streamOf(as(owner), topic.item, topic.topic);
    const master = await (await fetch(stream.url, { headers: { cookie: cookieHeader(stream) } })).text();
    expect(master.match(/EXT-X-STREAM-INF/g)).toHaveLength(VIDEO_LADDER.length);
    // The figure every page derives (syllabus tab, player, published page, certificate).
    await expect.poll(async () => minutesOf(await syllabusOf(topic.item), topic.topic), { timeout: 30_000, interval: 500 }).toBe(measured);
    const after = courseFigures(await syllabusOf(topic.item));
    expect(after.videoMinutes).toBe(courseFigures(before).videoMinutes - 7 + measured);
    expect(after.lessonCount).toBe(courseFigures(before).lessonCount);
  });
});

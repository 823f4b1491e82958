// Issue 42, item 8, on the real local stack: a video lesson counts as done only once 90 % of it
// was watched, as the server tracks it from the player's position reports; "Marcar como
// completada" is refused for it before that; a text lesson is still marked by hand; and the
// certificate of a course without an evaluation (course-6: 12 video lessons, 6 text ones) is not
// issued after 3 of its 12 videos watched.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { as, subOf } from '../support/buying';
import { signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { grantCourse, videoWatched } from '../support/grants';
import { callGraphql } from '../support/graphql-client';

const stack = inject('stack');
const SET_PROGRESS = `mutation($item: ID!, $topic: ID!) { setTopicProgress(itemId: $item, topicId: $topic, completed: true) { completed } }`;
const PROGRESS = `query($item: ID!) { getCourseProgress(itemId: $item) { completedTopicIds totalTopics isComplete } }`;
const SAVE = `mutation($item: ID!, $topic: ID!, $seconds: Int!, $reason: VideoPositionReason, $session: ID, $sequence: Int) {
  saveVideoPosition(itemId: $item, topicId: $topic, seconds: $seconds, reason: $reason, playerSession: $session, sequence: $sequence) { seconds watched } }`;
const CERTIFICATE = `mutation($item: ID!) { requestCertificate(itemId: $item) { fileName } }`;
const COURSE = 'course-6';
const VIDEOS = Array.from({ length: 12 }, (_, index) => `${COURSE}-t${String(index + 1).padStart(2, '0')}`);
const TEXTS = Array.from({ length: 6 }, (_, index) => `${COURSE}-t${String(index + 13).padStart(2, '0')}`);

let buyer: TestUser;

beforeAll(async () => {
  buyer = await signUpAndConfirm(stack, { firstName: 'Vera', lastName: 'Mirada' });
  await grantCourse(stack, buyer, COURSE);
});

const completed = async (): Promise<string[]> =>
  (await callGraphql(stack, as(buyer), PROGRESS, { item: COURSE })).data?.['getCourseProgress'].completedTopicIds;

/** The player's report of `topic` at `seconds`, in session `session`. */
const report = (topic: string, seconds: number, reason: string, session: string, sequence: number) =>
  callGraphql(stack, as(buyer), SAVE, { item: COURSE, topic, seconds, reason, session, sequence });

/** Moves the stored report's time back, as if `seconds` of wall time had passed since it (the stack's clock is real). */
async function reportedSecondsAgo(topic: string, seconds: number): Promise<void> {
  const doc = createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl });
  await doc.send(
    new UpdateCommand({
      TableName: stack.tableName,
      Key: { PK: `USER#${subOf(buyer)}`, SK: `POSITION#${COURSE}#${topic}` },
      UpdateExpression: 'SET updatedAt = :at',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':at': new Date(Date.now() - seconds * 1000).toISOString() },
    }),
  );
}

describe('completion that means watching (issue 42)', () => {
  it('refuses "Marcar como completada" on a video lesson not watched, and keeps it for a text lesson', async () => {
    const refused = await callGraphql(stack, as(buyer), SET_PROGRESS, { item: COURSE, topic: VIDEOS[0] });
    expect(refused.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: 'Esta clase se completa sola cuando viste el 90 % del video.',
    });
    expect(await completed()).not.toContain(VIDEOS[0]);
    const text = await callGraphql(stack, as(buyer), SET_PROGRESS, { item: COURSE, topic: TEXTS[0] });
    expect(text.errors).toBeUndefined();
    expect(await completed()).toContain(TEXTS[0]);
  });

  it('does not count a position sent straight to the end, and counts 90 % watched as done', async () => {
    const topic = VIDEOS[1] ?? '';
    // Started, then at 90 of 96 s a second later: the wall time cannot explain it.
    expect((await report(topic, 0, 'START', 'jump', 1)).errors).toBeUndefined();
    expect((await report(topic, 90, 'PLAYING', 'jump', 2)).errors).toBeUndefined();
    expect(await completed()).not.toContain(topic);
    expect((await callGraphql(stack, as(buyer), SET_PROGRESS, { item: COURSE, topic })).errors?.[0]?.errorType).toBe('ValidationError');

    // A new session: started at 0, then 86 s of playback over 60 s of wall time (faster than 1×, within 2×): 86 of 96, not yet.
    expect((await report(topic, 0, 'START', 'watch', 1)).errors).toBeUndefined();
    await reportedSecondsAgo(topic, 60);
    expect((await report(topic, 86, 'PLAYING', 'watch', 2)).data?.['saveVideoPosition']).toEqual({ seconds: 86, watched: false });
    expect(await completed()).not.toContain(topic);
    // Six more seconds played: 92 of 96 watched (≥ 90 %), done on the server, with no mark.
    await reportedSecondsAgo(topic, 6);
    const done = await report(topic, 92, 'PLAYING', 'watch', 3);
    expect(done.errors).toBeUndefined();
    // The answer says so, which is how the player learns it without a reload.
    expect(done.data?.['saveVideoPosition']).toEqual({ seconds: 92, watched: true });
    expect(await completed()).toContain(topic);
    // Marking it now is accepted (it was watched).
    expect((await callGraphql(stack, as(buyer), SET_PROGRESS, { item: COURSE, topic })).errors).toBeUndefined();
  });

  it('issues no certificate after 3 of the 12 videos watched, every text lesson marked', async () => {
    for (const topic of VIDEOS.slice(2, 4)) await videoWatched(stack, buyer, COURSE, topic);
    for (const topic of [...VIDEOS.slice(2, 4), ...TEXTS]) {
      expect((await callGraphql(stack, as(buyer), SET_PROGRESS, { item: COURSE, topic })).errors).toBeUndefined();
    }
    // The other nine cannot be marked.
    for (const topic of VIDEOS.slice(4)) {
      expect((await callGraphql(stack, as(buyer), SET_PROGRESS, { item: COURSE, topic })).errors?.[0]?.errorType).toBe('ValidationError');
    }
    const progress = (await callGraphql(stack, as(buyer), PROGRESS, { item: COURSE })).data?.['getCourseProgress'];
    expect(progress).toMatchObject({ totalTopics: 18, isComplete: false });
    expect(progress.completedTopicIds.filter((id: string) => VIDEOS.includes(id))).toHaveLength(3);
    const certificate = await callGraphql(stack, as(buyer), CERTIFICATE, { item: COURSE });
    expect(certificate.errors?.[0]).toMatchObject({
      errorType: 'Conflict',
      message: 'Completá todas las clases para obtener el certificado.',
    });
  });

  it('does not count a burst of unthrottled reports, nor the same report replayed', async () => {
    const topic = VIDEOS[11] ?? '';
    expect((await report(topic, 0, 'START', 'burst', 1)).errors).toBeUndefined();
    // 48 pauses at once, 2 s apart each: the wall time between them explains none.
    for (let sequence = 2; sequence < 50; sequence += 1) {
      expect((await report(topic, (sequence - 1) * 2, 'PAUSE', 'burst', sequence)).data?.['saveVideoPosition'].watched).toBe(false);
    }
    // 90 s ago (moved back), then 90 s played: watched; the same report again is refused as stale and adds nothing.
    expect((await report(topic, 0, 'SEEK', 'replay', 1)).errors).toBeUndefined();
    await reportedSecondsAgo(topic, 90);
    expect((await report(topic, 90, 'WATCHED', 'replay', 2)).data?.['saveVideoPosition']).toEqual({ seconds: 90, watched: true });
    expect((await report(topic, 90, 'WATCHED', 'replay', 2)).data?.['saveVideoPosition']).toEqual({ seconds: 90, watched: true });
    expect(await completed()).toContain(topic);
  });
});

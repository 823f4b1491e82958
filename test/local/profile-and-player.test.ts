// Issue 17 on the real local stack: the profile page's save (names in the profile — the pool's own
// names are immutable —, e-mail preferences, the sign-up rules, nothing written on bad input, a new
// password through Cognito's ChangePassword), and the lesson player's additions (lesson lengths
// in the syllabus, the video position kept per buyer and throttled, PDF plans signed for owners
// and admins only).
import { AdminGetUserCommand, ChangePasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { cognitoClient } from '../../infra/local/cognito-bootstrap';
import { as, subOf } from '../support/buying';
import { callGraphql, visitor } from '../support/graphql-client';
import { signIn, signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { grantCourse } from '../support/grants';

const stack = inject('stack');

const ME = `query { me { id firstName lastName email newsOptIn } }`;
const UPDATE_PROFILE = `mutation($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { id firstName lastName email newsOptIn } }`;
const SYLLABUS = `query($item: ID!) { listLessonUnits(itemId: $item) { topics { id componentName durationMinutes } } }`;
const CONTENT = `query($item: ID!, $topic: ID!) { getTopicContent(itemId: $item, topicId: $topic) { topicId resumeAtSeconds materials { name fileName url expiresAt } } }`;
const SAVE_POSITION = `mutation($item: ID!, $topic: ID!, $seconds: Int!) { saveVideoPosition(itemId: $item, topicId: $topic, seconds: $seconds) { itemId topicId seconds updatedAt } }`;

async function cognitoNames(user: TestUser): Promise<Record<string, string | undefined>> {
  const answer = await cognitoClient(stack.cognitoUrl).send(
    new AdminGetUserCommand({ UserPoolId: stack.userPoolId, Username: subOf(user) }),
  );
  return Object.fromEntries((answer.UserAttributes ?? []).map((attribute) => [attribute.Name, attribute.Value]));
}

describe('profile', () => {
  let user: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    [user, other] = await Promise.all([
      signUpAndConfirm(stack, { firstName: 'Ana', lastName: 'Pérez' }),
      signUpAndConfirm(stack, { firstName: 'Tomás', lastName: 'Ríos' }),
    ]);
  });

  it('starts without news, and changes the names and the preference in the profile', async () => {
    const before = await callGraphql(stack, as(user), ME);
    expect(before.data?.['me']).toMatchObject({ firstName: 'Ana', lastName: 'Pérez', newsOptIn: false });

    const saved = await callGraphql(stack, as(user), UPDATE_PROFILE, {
      input: { firstName: '  Łucja ', lastName: 'Nguyễn', newsOptIn: true },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.['updateMyProfile']).toMatchObject({ firstName: 'Łucja', lastName: 'Nguyễn', email: user.email, newsOptIn: true });
    expect((await callGraphql(stack, as(user), ME)).data?.['me']).toMatchObject({
      firstName: 'Łucja',
      lastName: 'Nguyễn',
      newsOptIn: true,
    });
    // The pool keeps the names given at sign-up (immutable there); the store's names are the profile's.
    expect(await cognitoNames(user)).toMatchObject({ given_name: 'Ana', family_name: 'Pérez', email: user.email });
    // Someone else's account is untouched.
    expect(await cognitoNames(other)).toMatchObject({ given_name: 'Tomás', family_name: 'Ríos' });
    expect((await callGraphql(stack, as(other), ME)).data?.['me']).toMatchObject({ firstName: 'Tomás', newsOptIn: false });
  });

  it.each([
    [{ firstName: '', lastName: 'Pérez' }, 'Ingresá tu nombre.'],
    [{ firstName: 'Ana', lastName: 'x'.repeat(61) }, 'El apellido puede tener hasta 60 caracteres.'],
    [{ firstName: 'Ana\nMaría', lastName: 'Pérez' }, 'saltos de línea'],
  ])('refuses %o with the sign-up rules, writing nothing anywhere', async (names, message) => {
    const answer = await callGraphql(stack, as(other), UPDATE_PROFILE, { input: { ...names, newsOptIn: true } });
    expect(answer.data?.['updateMyProfile']).toBeNull();
    expect(answer.errors?.[0]?.errorType).toBe('ValidationError');
    expect(answer.errors?.[0]?.message).toContain(message);
    expect((await callGraphql(stack, as(other), ME)).data?.['me']).toMatchObject({
      firstName: 'Tomás',
      lastName: 'Ríos',
      newsOptIn: false,
    });
    expect(await cognitoNames(other)).toMatchObject({ given_name: 'Tomás', family_name: 'Ríos' });
  });

  it('is refused to a visitor', async () => {
    const answer = await callGraphql(stack, visitor(stack), UPDATE_PROFILE, { input: { firstName: 'A', lastName: 'B', newsOptIn: false } });
    expect(answer.errors?.[0]?.errorType).toBe('Unauthorized');
  });

  it("changes the password through Cognito's ChangePassword only with the current one", async () => {
    const client = cognitoClient(stack.cognitoUrl);
    await expect(
      client.send(
        new ChangePasswordCommand({ AccessToken: user.accessToken, PreviousPassword: 'Incorrecta2026', ProposedPassword: 'Nueva2026x' }),
      ),
    ).rejects.toThrow();
    await client.send(
      new ChangePasswordCommand({ AccessToken: user.accessToken, PreviousPassword: user.password, ProposedPassword: 'Nueva2026x' }),
    );
    await expect(signIn(stack, user.email, user.password)).rejects.toThrow();
    const again = await signIn(stack, user.email, 'Nueva2026x');
    expect((await callGraphql(stack, as(again), ME)).data?.['me']).toMatchObject({ firstName: 'Łucja' });
  });
});

describe('lesson player', () => {
  let owner: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    [owner, stranger, admin] = await Promise.all([signUpAndConfirm(stack), signUpAndConfirm(stack), signInAdmin(stack)]);
    await Promise.all(['course-3', 'course-4'].map((item) => grantCourse(stack, owner, item)));
  });

  it("gives every video lesson of the program its length, from the seed, and the plan's weeks none", async () => {
    const answer = await callGraphql(stack, visitor(stack), SYLLABUS, { item: 'course-4' });
    const topics = (answer.data?.['listLessonUnits'] as { topics: { componentName: string; durationMinutes: number | null }[] }[]).flatMap(
      (unit) => unit.topics,
    );
    const videos = topics.filter((topic) => topic.componentName === 'video-lesson');
    expect(videos.length).toBe(14);
    expect(videos.every((topic) => Number.isInteger(topic.durationMinutes) && (topic.durationMinutes ?? 0) > 0)).toBe(true);
    expect(videos.reduce((total, topic) => total + (topic.durationMinutes ?? 0), 0)).toBe(117);
    expect(topics.filter((topic) => topic.componentName !== 'video-lesson').every((topic) => topic.durationMinutes === null)).toBe(true);
  });

  describe('PDF plans', () => {
    const PLANS = [
      {
        item: 'course-3',
        topic: 'course-3-t36',
        fileName: 'vertical-plan-10-semanas.pdf',
        title: 'Vertical: plan de 10 semanas',
        pages: 1,
      },
      { item: 'course-4', topic: 'course-4-t15', fileName: 'pull-ups-plan-4-semanas.pdf', title: 'Pull Ups: plan de 4 semanas', pages: 1 },
    ];

    it.each(PLANS)("signs $item's plan for its owner: a real PDF saved under its name", async ({ item, topic, fileName, title }) => {
      const answer = await callGraphql(stack, as(owner), CONTENT, { item, topic });
      expect(answer.errors).toBeUndefined();
      const [material] = answer.data?.['getTopicContent'].materials as { name: string; fileName: string; url: string; expiresAt: string }[];
      expect(material).toMatchObject({ fileName });
      expect(material?.url).toContain('X-Amz-Signature=');
      const response = await fetch(material!.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
      const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
      expect(pdf.getTitle()).toBe(title);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      // Without the signature the private bucket refuses it.
      expect((await fetch(material!.url.split('?')[0] ?? '')).status).toBe(403);
    });

    it('signs it for an admin too', async () => {
      const answer = await callGraphql(stack, as(admin), CONTENT, { item: 'course-4', topic: 'course-4-t15' });
      expect(answer.data?.['getTopicContent'].materials).toHaveLength(1);
    });

    it.each([
      ['a visitor', () => visitor(stack)],
      ['a signed-in user who does not own the course', () => as(stranger)],
    ])('gives %s no address at all', async (_who, caller) => {
      const answer = await callGraphql(stack, caller(), CONTENT, { item: 'course-4', topic: 'course-4-t15' });
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.errorType).toBe('Unauthorized');
      expect(JSON.stringify(answer)).not.toContain('X-Amz-Signature');
      expect(JSON.stringify(answer)).not.toContain('.pdf');
    });

    it("gives a non-owner on the course's public introduction its content but no materials", async () => {
      const answer = await callGraphql(stack, as(stranger), CONTENT, { item: 'course-4', topic: 'course-4-t01' });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.['getTopicContent']).toMatchObject({ materials: [], resumeAtSeconds: 0 });
    });
  });

  describe('video position', () => {
    const LESSON = { item: 'course-3', topic: 'course-3-t02' };

    it('starts at 0, is kept for the buyer, restored on open, and not written again within 5 s', async () => {
      expect((await callGraphql(stack, as(owner), CONTENT, LESSON)).data?.['getTopicContent'].resumeAtSeconds).toBe(0);
      const first = await callGraphql(stack, as(owner), SAVE_POSITION, { ...LESSON, seconds: 42 });
      expect(first.errors).toBeUndefined();
      expect(first.data?.['saveVideoPosition']).toMatchObject({ seconds: 42 });
      // Too soon after the last save: the stored position stays and is answered.
      const throttled = await callGraphql(stack, as(owner), SAVE_POSITION, { ...LESSON, seconds: 50 });
      expect(throttled.data?.['saveVideoPosition']).toMatchObject({ seconds: 42, updatedAt: first.data?.['saveVideoPosition'].updatedAt });
      expect((await callGraphql(stack, as(owner), CONTENT, LESSON)).data?.['getTopicContent'].resumeAtSeconds).toBe(42);
      // Another buyer's position is their own.
      expect((await callGraphql(stack, as(admin), CONTENT, LESSON)).data?.['getTopicContent'].resumeAtSeconds).toBe(0);
    });

    it('is written again once 5 s have passed', async () => {
      const topic = { item: 'course-3', topic: 'course-3-t03' };
      await callGraphql(stack, as(owner), SAVE_POSITION, { ...topic, seconds: 10 });
      // Rather than waiting, the stored save is made 6 s old.
      const doc = createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl });
      await doc.send(
        new UpdateCommand({
          TableName: stack.tableName,
          Key: { PK: `USER#${subOf(owner)}`, SK: 'POSITION#course-3#course-3-t03' },
          UpdateExpression: 'SET updatedAt = :old',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':old': new Date(Date.now() - 6_000).toISOString() },
        }),
      );
      const later = await callGraphql(stack, as(owner), SAVE_POSITION, { ...topic, seconds: 75 });
      expect(later.data?.['saveVideoPosition']).toMatchObject({ seconds: 75 });
      expect((await callGraphql(stack, as(owner), CONTENT, topic)).data?.['getTopicContent'].resumeAtSeconds).toBe(75);
    });

    it('is refused to a visitor and a non-owner, for a text lesson and for a bad position, writing nothing', async () => {
      const visitorAnswer = await callGraphql(stack, visitor(stack), SAVE_POSITION, { ...LESSON, seconds: 5 });
      expect(visitorAnswer.errors?.[0]?.errorType).toBe('Unauthorized');
      const strangerAnswer = await callGraphql(stack, as(stranger), SAVE_POSITION, { ...LESSON, seconds: 5 });
      expect(strangerAnswer.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Comprá el curso para guardar tu avance.' });
      const textLesson = await callGraphql(stack, as(owner), SAVE_POSITION, { item: 'course-3', topic: 'course-3-t38', seconds: 5 });
      expect(textLesson.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: 'Esta clase no tiene video.' });
      for (const seconds of [-1, 6 * 60 * 60 + 1]) {
        const bad = await callGraphql(stack, as(owner), SAVE_POSITION, { item: 'course-3', topic: 'course-3-t04', seconds });
        expect(bad.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: 'La posición del video no es válida.' });
      }
      expect(
        (await callGraphql(stack, as(owner), CONTENT, { item: 'course-3', topic: 'course-3-t04' })).data?.['getTopicContent']
          .resumeAtSeconds,
      ).toBe(0);
    });
  });
});

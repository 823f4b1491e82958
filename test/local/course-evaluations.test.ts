// Issue 26 on the real local stack: course-1's final quiz (the answer key never in any query result
// a buyer can make before submitting; fail, retry, the attempts limit, pass; the certificate only
// after passing) and course-3's video submission (presigned upload with type and size signed, the
// coach's review — another attempt with a comment, then approval —, the buyer e-mailed either way,
// then the certificate). Also: video positions never go backwards after a seek and the last one
// is never dropped.
import { buildSchema, getNamedType, isObjectType, isNonNullType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seedEvaluations } from '../../functions/seed/evaluations';
import { readDeliveredMail } from '../../infra/local/mailbox';
import { readPreludeSdl, readSchemaSdl } from '../../infra/schema-source';
import { as, subOf } from '../support/buying';
import { callGraphql, visitor } from '../support/graphql-client';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { grantCourse } from '../support/grants';
import { given } from '../support/steps';

const stack = inject('stack');
const schema = buildSchema(`${readPreludeSdl()}\n${readSchemaSdl()}`);

const EVALUATION = `query($item: ID!) { getCourseEvaluation(itemId: $item) {
  itemId kind title passPercent maxAttempts maxVideos maxVideoBytes videoContentTypes
  questions { id text multiple options { id text } }
  status { passed attemptsUsed attemptsLeft lastScorePercent lastResults { questionId correct }
    submission { status videoCount submittedAt reviewComment reviewedAt } } } }`;
const SUBMIT_QUIZ = `mutation($item: ID!, $answers: [QuizAnswerInput!]!) { submitQuizAttempt(itemId: $item, answers: $answers) {
  passed scorePercent correctCount questionCount attemptsUsed attemptsLeft results { questionId correct } } }`;
const CERTIFICATE = `mutation($item: ID!) { requestCertificate(itemId: $item) { verificationCode } }`;
const UPLOAD = `mutation($item: ID!, $type: String!, $size: Int!) { createEvaluationVideoUpload(itemId: $item, contentType: $type, sizeBytes: $size) { uploadUrl videoKey contentType } }`;
const SUBMIT_VIDEOS = `mutation($item: ID!, $keys: [String!]!) { submitEvaluationVideos(itemId: $item, videoKeys: $keys) { passed submission { status videoCount } } }`;
const SUBMISSIONS = `query($status: SubmissionStatus!) { listEvaluationSubmissions(status: $status) { itemId userId buyerEmail status submittedAt reviewComment videos { url contentType } } }`;
const REVIEW = `mutation($input: ReviewSubmissionInput!) { reviewEvaluationSubmission(input: $input) { status reviewComment } }`;
const SAVE_POSITION = `mutation($item: ID!, $topic: ID!, $seconds: Int!, $reason: VideoPositionReason, $session: ID, $sequence: Int) {
  saveVideoPosition(itemId: $item, topicId: $topic, seconds: $seconds, reason: $reason, playerSession: $session, sequence: $sequence) { seconds } }`;
const CONTENT = `query($item: ID!, $topic: ID!) { getTopicContent(itemId: $item, topicId: $topic) { resumeAtSeconds } }`;

const quiz = seedEvaluations.find((evaluation) => evaluation.itemId === 'course-1');
if (!quiz) throw new Error('course-1 has no seeded quiz');
const rightAnswers = quiz.questions.map((question) => ({ questionId: question.id, optionIds: question.correctOptionIds }));
/** A wrong answer: an option that is not right, or — where every option is right (q04) — only one of them. */
const wrongAnswer = (question: (typeof quiz.questions)[number]): string[] => {
  const wrong = question.options.find((option) => !question.correctOptionIds.includes(option.id));
  return wrong ? [wrong.id] : question.correctOptionIds.slice(0, 1);
};
/** Right answers to the first `right` questions, a wrong one to the rest. */
const answersWith = (right: number) =>
  quiz.questions.map((question, index) => ({
    questionId: question.id,
    optionIds: index < right ? question.correctOptionIds : wrongAnswer(question),
  }));

type QuizAnswers = { questionId: string; optionIds: string[] }[];

/** The buyer's sheet for her next attempt: per question, the shown option id of each option text. */
async function sheetOf(user: TestUser): Promise<Map<string, Map<string, string>>> {
  const evaluation = (await callGraphql(stack, as(user), EVALUATION, { item: 'course-1' })).data?.['getCourseEvaluation'];
  return new Map(
    (evaluation.questions as { id: string; options: { id: string; text: string }[] }[]).map((question) => [
      question.id,
      new Map(question.options.map((option) => [option.text, option.id])),
    ]),
  );
}

/** Answers in the author's option ids, sent as the buyer's sheet names them (read just before, as the page does). */
async function submitQuiz(user: TestUser, answers: QuizAnswers) {
  const sheet = await sheetOf(user);
  const shown = answers.map((answer) => {
    const question = quiz?.questions.find((candidate) => candidate.id === answer.questionId);
    return {
      questionId: answer.questionId,
      optionIds: answer.optionIds.map((id) => {
        const text = question?.options.find((option) => option.id === id)?.text ?? '';
        return sheet.get(answer.questionId)?.get(text) ?? id;
      }),
    };
  });
  return callGraphql(stack, as(user), SUBMIT_QUIZ, { item: 'course-1', answers: shown });
}

/** Every field of a type with no required arguments, nested up to `depth` (a selection that reads everything). */
function selectionOf(type: GraphQLObjectType, depth: number): string {
  const fields = Object.values(type.getFields()).filter((field) => field.args.every((arg) => !isNonNullType(arg.type)));
  const parts = fields.flatMap((field) => {
    const named = getNamedType(field.type);
    if (!isObjectType(named)) return [field.name];
    if (depth <= 1) return [];
    const inner = selectionOf(named, depth - 1);
    return inner ? [`${field.name} { ${inner} }`] : [];
  });
  return parts.join(' ');
}

/** A plausible value for each argument name the queries take. */
function argumentsFor(field: GraphQLField<unknown, unknown>, buyer: TestUser): Record<string, unknown> | null {
  const values: Record<string, unknown> = {
    itemId: 'course-1',
    id: 'course-1',
    topicId: 'course-1-t18',
    code: 'AAAA-AAAA-AAAA-AAAA',
    status: 'PENDING_REVIEW',
    type: 'COURSE',
    planningId: 'planning-1',
    userId: subOf(buyer),
    sessionId: 'x',
    weekNumber: 1,
    couponCode: null,
    limit: 10,
  };
  const args: Record<string, unknown> = {};
  for (const arg of field.args) {
    if (arg.name in values) args[arg.name] = values[arg.name];
    else if (isNonNullType(arg.type)) return null;
  }
  return args;
}

describe('course-1: the final quiz', () => {
  let buyer: TestUser;
  let second: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    [buyer, second, stranger, admin] = await Promise.all([
      signUpAndConfirm(stack, { firstName: 'Quiz', lastName: 'Uno' }),
      signUpAndConfirm(stack, { firstName: 'Quiz', lastName: 'Dos' }),
      signUpAndConfirm(stack, { firstName: 'Sin', lastName: 'Curso' }),
      signInAdmin(stack),
    ]);
    await Promise.all([grantCourse(stack, buyer, 'course-1'), grantCourse(stack, second, 'course-1')]);
  });

  it('answers no query with the answer key before submission: every Query field, read whole, as the buyer', async () => {
    const queryType = schema.getQueryType();
    if (!queryType) throw new Error('no Query type');
    const read: string[] = [];
    for (const field of Object.values(queryType.getFields())) {
      const args = argumentsFor(field, buyer);
      if (!args) continue;
      const named = getNamedType(field.type);
      const selection = isObjectType(named) ? `{ ${selectionOf(named, 4)} }` : '';
      const declared = field.args.filter((arg) => arg.name in args).map((arg) => `$${arg.name}: ${String(arg.type)}`);
      const passed = field.args.filter((arg) => arg.name in args).map((arg) => `${arg.name}: $${arg.name}`);
      const document = `query${declared.length ? `(${declared.join(', ')})` : ''} { ${field.name}${passed.length ? `(${passed.join(', ')})` : ''} ${selection} }`;
      const answer = await callGraphql(stack, as(buyer), document, args);
      const text = JSON.stringify(answer);
      read.push(field.name);
      expect(text, field.name).not.toContain('correctOptionIds');
      // The answer key as data: no option is marked right anywhere.
      expect(text, field.name).not.toMatch(/"correct"\s*:\s*true/);
    }
    expect(read).toContain('getCourseEvaluation');
    expect(read).toContain('getTopicContent');
    expect(read).toContain('getItem');
    // The author's view with the key is the admin's alone.
    const refused = await callGraphql(
      stack,
      as(buyer),
      `query { adminCourseEvaluation(itemId: "course-1") { questions { correctOptionIds } } }`,
    );
    expect(refused.errors?.[0]?.errorType).toBe('Unauthorized');
    expect(refused.data?.['adminCourseEvaluation'] ?? null).toBeNull();
  });

  it('shows the buyer 10 questions, shuffled, with the rules; refuses a non-owner and a visitor', async () => {
    const first = (await callGraphql(stack, as(buyer), EVALUATION, { item: 'course-1' })).data?.['getCourseEvaluation'];
    expect(first).toMatchObject({
      kind: 'QUIZ',
      passPercent: 70,
      maxAttempts: 3,
      status: { passed: false, attemptsUsed: 0, attemptsLeft: 3 },
    });
    expect(first.questions).toHaveLength(10);
    const orders = new Set<string>([first.questions.map((question: { id: string }) => question.id).join()]);
    for (let read = 0; read < 4; read += 1) {
      const again = (await callGraphql(stack, as(buyer), EVALUATION, { item: 'course-1' })).data?.['getCourseEvaluation'];
      orders.add(again.questions.map((question: { id: string }) => question.id).join());
    }
    // Five reads in one order would happen once in (10!)^4 ≈ 2·10^26.
    expect(orders.size).toBeGreaterThan(1);
    expect((await callGraphql(stack, as(stranger), EVALUATION, { item: 'course-1' })).errors?.[0]?.errorType).toBe('Unauthorized');
    expect((await callGraphql(stack, visitor(stack), EVALUATION, { item: 'course-1' })).errors?.[0]?.errorType).toBe('Unauthorized');
    expect((await callGraphql(stack, as(stranger), SUBMIT_QUIZ, { item: 'course-1', answers: rightAnswers })).errors?.[0]?.errorType).toBe(
      'Unauthorized',
    );
    // A course without an evaluation answers null.
    await grantCourse(stack, buyer, 'course-2');
    expect((await callGraphql(stack, as(buyer), EVALUATION, { item: 'course-2' })).data?.['getCourseEvaluation']).toBeNull();
  });

  it("names the options with ids of the buyer's own attempt: not the author's letters, not another buyer's, new after each attempt", async () => {
    const authorIds = new Set(quiz.questions.flatMap((question) => question.options.map((option) => option.id)));
    const mine = await sheetOf(buyer);
    const hers = await sheetOf(second);
    const shownIds = (sheet: Map<string, Map<string, string>>) => [...sheet.values()].flatMap((options) => [...options.values()]);
    expect(shownIds(mine)).toHaveLength(authorIds.size);
    for (const id of shownIds(mine)) {
      expect(authorIds.has(id)).toBe(false);
      expect(id).not.toMatch(/^q\d+-[a-h]$/);
    }
    // The same option has another id on another buyer's sheet; a reread of the same attempt keeps hers.
    expect(shownIds(hers).filter((id) => shownIds(mine).includes(id))).toEqual([]);
    expect(shownIds(await sheetOf(buyer)).sort()).toEqual(shownIds(mine).sort());
    // The author's ids (shared answers) are refused, and so are another buyer's: no attempt spent.
    const byAuthor = await callGraphql(stack, as(buyer), SUBMIT_QUIZ, { item: 'course-1', answers: rightAnswers });
    expect(byAuthor.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: 'Una de las opciones elegidas no corresponde a su pregunta: volvé a cargar la evaluación y respondé de nuevo.',
    });
    const sheetOfHers = rightAnswers.map((answer) => {
      const question = quiz.questions.find((candidate) => candidate.id === answer.questionId);
      const texts = answer.optionIds.map((id) => question?.options.find((option) => option.id === id)?.text ?? '');
      return { questionId: answer.questionId, optionIds: texts.map((text) => hers.get(answer.questionId)?.get(text) ?? '') };
    });
    expect((await callGraphql(stack, as(buyer), SUBMIT_QUIZ, { item: 'course-1', answers: sheetOfHers })).errors?.[0]?.errorType).toBe(
      'ValidationError',
    );
    const status = (await callGraphql(stack, as(buyer), EVALUATION, { item: 'course-1' })).data?.['getCourseEvaluation'].status;
    expect(status).toMatchObject({ attemptsUsed: 0, attemptsLeft: 3 });
  });

  it('refuses an incomplete or foreign answer sheet without spending an attempt', async () => {
    const partial = await submitQuiz(buyer, rightAnswers.slice(1));
    expect(partial.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: 'Respondé todas las preguntas antes de enviar.' });
    const foreign = await callGraphql(stack, as(buyer), SUBMIT_QUIZ, {
      item: 'course-1',
      answers: [...rightAnswers.slice(1), { questionId: rightAnswers[0]?.questionId, optionIds: ['q02-a'] }],
    });
    expect(foreign.errors?.[0]?.errorType).toBe('ValidationError');
    const single = quiz.questions.find((question) => !question.multiple);
    const twoOnSingle = rightAnswers.map((answer) =>
      answer.questionId === single?.id ? { ...answer, optionIds: single.options.slice(0, 2).map((option) => option.id) } : answer,
    );
    expect((await submitQuiz(buyer, twoOnSingle)).errors?.[0]?.errorType).toBe('ValidationError');
    const status = (await callGraphql(stack, as(buyer), EVALUATION, { item: 'course-1' })).data?.['getCourseEvaluation'].status;
    expect(status).toMatchObject({ attemptsUsed: 0, attemptsLeft: 3 });
  });

  it('fails, retries, runs out of attempts; never a certificate without passing', async () => {
    await given.everyLessonCompleted(stack, buyer, 'course-1');
    const beforeQuiz = await callGraphql(stack, as(buyer), CERTIFICATE, { item: 'course-1' });
    expect(beforeQuiz.errors?.[0]).toMatchObject({
      errorType: 'Conflict',
      message: 'Aprobá la evaluación final para obtener el certificado.',
    });

    const first = await submitQuiz(buyer, answersWith(6));
    expect(first.data?.['submitQuizAttempt']).toMatchObject({
      passed: false,
      scorePercent: 60,
      correctCount: 6,
      questionCount: 10,
      attemptsUsed: 1,
      attemptsLeft: 2,
    });
    // How many were right, not which (that is said once she passed), never which options were right.
    expect(first.data?.['submitQuizAttempt'].results).toEqual([]);
    expect(JSON.stringify(first)).not.toContain('correctOptionIds');

    expect((await submitQuiz(buyer, answersWith(0))).data?.['submitQuizAttempt']).toMatchObject({
      passed: false,
      attemptsLeft: 1,
    });
    // 60 % again: below the 70 % pass mark, and the last attempt.
    expect((await submitQuiz(buyer, answersWith(6))).data?.['submitQuizAttempt']).toMatchObject({
      passed: false,
      attemptsLeft: 0,
    });
    const fourth = await submitQuiz(buyer, rightAnswers);
    expect(fourth.errors?.[0]).toMatchObject({ errorType: 'Conflict', message: 'Ya usaste todos los intentos de esta evaluación.' });
    const status = (await callGraphql(stack, as(buyer), EVALUATION, { item: 'course-1' })).data?.['getCourseEvaluation'].status;
    expect(status).toMatchObject({ passed: false, attemptsUsed: 3, attemptsLeft: 0, lastScorePercent: 60 });
    expect((await callGraphql(stack, as(buyer), CERTIFICATE, { item: 'course-1' })).errors?.[0]?.errorType).toBe('Conflict');
  });

  it('passes on a retry (70 % is enough), then issues the certificate; a pass is final', async () => {
    const failed = await submitQuiz(second, answersWith(5));
    expect(failed.data?.['submitQuizAttempt']).toMatchObject({ passed: false, scorePercent: 50 });
    const passed = await submitQuiz(second, answersWith(7));
    expect(passed.data?.['submitQuizAttempt']).toMatchObject({ passed: true, scorePercent: 70, attemptsUsed: 2, attemptsLeft: 1 });
    // Passed: now which questions were right.
    const results = passed.data?.['submitQuizAttempt'].results as { questionId: string; correct: boolean }[];
    expect(results.filter((result) => !result.correct).map((result) => result.questionId)).toEqual(['q08', 'q09', 'q10']);
    expect(failed.data?.['submitQuizAttempt'].results).toEqual([]);
    const again = await submitQuiz(second, rightAnswers);
    expect(again.errors?.[0]).toMatchObject({ errorType: 'Conflict', message: 'Ya aprobaste esta evaluación.' });
    // Passing is not enough without the lessons.
    expect((await callGraphql(stack, as(second), CERTIFICATE, { item: 'course-1' })).errors?.[0]?.message).toBe(
      'Completá todas las clases para obtener el certificado.',
    );
    await given.everyLessonCompleted(stack, second, 'course-1');
    const certificate = await callGraphql(stack, as(second), CERTIFICATE, { item: 'course-1' });
    expect(certificate.errors).toBeUndefined();
    const code = certificate.data?.['requestCertificate'].verificationCode as string;
    const verified = await callGraphql(
      stack,
      visitor(stack),
      `query($code: String!) { verifyCertificate(code: $code) { courseLength courseHours passedEvaluation } }`,
      { code },
    );
    // The syllabus's 17 video lessons: 211 minutes; the evaluation the PDF names, named on the public check too (issue 42, item 12).
    expect(verified.data?.['verifyCertificate']).toEqual({
      courseLength: '3 h 31 min de video',
      courseHours: null,
      passedEvaluation: true,
    });
  });

  it('lets the admin read the key and author a quiz; a buyer never gets it', async () => {
    const authored = await callGraphql(
      stack,
      as(admin),
      `query { adminCourseEvaluation(itemId: "course-1") { questions { id correctOptionIds } } }`,
    );
    expect(authored.data?.['adminCourseEvaluation'].questions[0]).toEqual({ id: 'q01', correctOptionIds: ['q01-a', 'q01-b', 'q01-d'] });
    const bad = await callGraphql(
      stack,
      as(admin),
      `mutation($input: CourseEvaluationInput!) { saveCourseEvaluation(input: $input) { itemId } }`,
      {
        input: {
          itemId: 'course-7',
          kind: 'QUIZ',
          title: 'Prueba',
          instructions: 'Respondé.',
          passPercent: 80,
          maxAttempts: 2,
          maxVideos: 1,
          questions: [
            {
              id: 'a',
              text: '¿?',
              multiple: false,
              options: [
                { id: 'x', text: 'X' },
                { id: 'y', text: 'Y' },
              ],
              correctOptionIds: ['x', 'y'],
            },
          ],
        },
      },
    );
    expect(bad.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    expect(bad.errors?.[0]?.message).toContain('Una pregunta de opción única tiene una sola opción correcta.');
    // Nothing was written: course-7 still has no evaluation.
    expect(
      (await callGraphql(stack, as(admin), `query { adminCourseEvaluation(itemId: "course-7") { itemId } }`)).data?.[
        'adminCourseEvaluation'
      ],
    ).toBeNull();
    expect((await callGraphql(stack, visitor(stack), `query { getItem(id: "course-7") { finalEvaluation } }`)).data?.['getItem']).toEqual({
      finalEvaluation: null,
    });
    expect((await callGraphql(stack, visitor(stack), `query { getItem(id: "course-1") { finalEvaluation } }`)).data?.['getItem']).toEqual({
      finalEvaluation: 'QUIZ',
    });
  });
});

describe('course-3: the video submission', () => {
  let buyer: TestUser;
  let admin: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    [buyer, admin, stranger] = await Promise.all([
      signUpAndConfirm(stack, { firstName: 'Vera', lastName: 'Tical' }),
      signInAdmin(stack),
      signUpAndConfirm(stack, { firstName: 'Otra', lastName: 'Persona' }),
    ]);
    await grantCourse(stack, buyer, 'course-3');
  });

  /** The upload addresses by the key they stored (a test tries them again). */
  const uploadAddresses = new Map<string, string>();

  async function uploadVideo(bytes: Buffer, contentType = 'video/mp4'): Promise<string> {
    const answer = await callGraphql(stack, as(buyer), UPLOAD, { item: 'course-3', type: contentType, size: bytes.length });
    expect(answer.errors).toBeUndefined();
    const { uploadUrl, videoKey } = answer.data?.['createEvaluationVideoUpload'] as { uploadUrl: string; videoKey: string };
    const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': contentType, 'if-none-match': '*' }, body: bytes });
    expect(put.status).toBe(200);
    uploadAddresses.set(videoKey, uploadUrl);
    return videoKey;
  }

  it('signs uploads only for the owner, of a video type and within the size; the bucket refuses another size', async () => {
    const tooBig = await callGraphql(stack, as(buyer), UPLOAD, { item: 'course-3', type: 'video/mp4', size: 201 * 1024 * 1024 });
    expect(tooBig.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: 'Cada video puede pesar hasta 200 MB.' });
    const wrongType = await callGraphql(stack, as(buyer), UPLOAD, { item: 'course-3', type: 'image/png', size: 100 });
    expect(wrongType.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: 'El video tiene que ser MP4, WebM o MOV.' });
    expect(
      (await callGraphql(stack, as(stranger), UPLOAD, { item: 'course-3', type: 'video/mp4', size: 100 })).errors?.[0]?.errorType,
    ).toBe('Unauthorized');
    // course-1's evaluation is a quiz: no videos there.
    await grantCourse(stack, buyer, 'course-1');
    expect((await callGraphql(stack, as(buyer), UPLOAD, { item: 'course-1', type: 'video/mp4', size: 100 })).errors?.[0]?.message).toBe(
      'La evaluación de este curso no se hace con videos.',
    );
    const signed = await callGraphql(stack, as(buyer), UPLOAD, { item: 'course-3', type: 'video/mp4', size: 100 });
    const put = await fetch(signed.data?.['createEvaluationVideoUpload'].uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'video/mp4', 'if-none-match': '*' },
      body: Buffer.alloc(101),
    });
    expect(put.status).toBe(403);
  });

  it('refuses to submit keys that are not the buyer’s own uploads, or too many', async () => {
    const foreign = await callGraphql(stack, as(buyer), SUBMIT_VIDEOS, { item: 'course-3', keys: ['sample/clase-demo.mp4'] });
    expect(foreign.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: 'No encontramos uno de los videos. Subilo de nuevo.',
    });
    const missing = await callGraphql(stack, as(buyer), SUBMIT_VIDEOS, {
      item: 'course-3',
      keys: [`evaluations/course-3/${subOf(buyer)}/nada.mp4`],
    });
    expect(missing.errors?.[0]?.errorType).toBe('ValidationError');
    const tooMany = await callGraphql(stack, as(buyer), SUBMIT_VIDEOS, {
      item: 'course-3',
      keys: ['a', 'b', 'c', 'd'].map((name) => `evaluations/course-3/${subOf(buyer)}/${name}.mp4`),
    });
    expect(tooMany.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: 'Enviá de 1 a 3 videos.' });
  });

  it('upload → review: another attempt with a comment (e-mailed) → a new upload → approved (e-mailed) → certificate', async () => {
    await given.everyLessonCompleted(stack, buyer, 'course-3');
    const first = await uploadVideo(Buffer.from('primer intento'));
    const submitted = await callGraphql(stack, as(buyer), SUBMIT_VIDEOS, { item: 'course-3', keys: [first] });
    expect(submitted.data?.['submitEvaluationVideos']).toMatchObject({
      passed: false,
      submission: { status: 'PENDING_REVIEW', videoCount: 1 },
    });
    // While in review: no second submission, no certificate.
    expect((await callGraphql(stack, as(buyer), UPLOAD, { item: 'course-3', type: 'video/mp4', size: 10 })).errors?.[0]?.errorType).toBe(
      'Conflict',
    );
    expect((await callGraphql(stack, as(buyer), CERTIFICATE, { item: 'course-3' })).errors?.[0]?.message).toBe(
      'Aprobá la evaluación final para obtener el certificado.',
    );

    // The coach's queue (admin only) has it, with a playable address.
    expect((await callGraphql(stack, as(buyer), SUBMISSIONS, { status: 'PENDING_REVIEW' })).errors?.[0]?.errorType).toBe('Unauthorized');
    const queue = (await callGraphql(stack, as(admin), SUBMISSIONS, { status: 'PENDING_REVIEW' })).data?.['listEvaluationSubmissions'] as {
      userId: string;
      itemId: string;
      submittedAt: string;
      videos: { url: string }[];
    }[];
    const mine = queue.find((row) => row.userId === subOf(buyer));
    expect(mine).toMatchObject({ itemId: 'course-3', videos: [{ contentType: 'video/mp4' }] });
    const reviewed = await fetch(mine?.videos[0]?.url ?? '');
    expect(reviewed.headers.get('content-type')).toBe('video/mp4');
    expect(reviewed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await reviewed.text()).toBe('primer intento');

    // The submitted upload cannot be swapped through its address (still within its life): a
    // second PUT of the same size is refused, with or without the signed If-None-Match.
    const address = uploadAddresses.get(first) ?? '';
    const swapped = Buffer.from('otro contenido');
    expect(swapped.length).toBe(Buffer.from('primer intento').length);
    const secondPut = await fetch(address, {
      method: 'PUT',
      headers: { 'content-type': 'video/mp4', 'if-none-match': '*' },
      body: swapped,
    });
    expect(secondPut.status).toBe(412);
    const unconditional = await fetch(address, { method: 'PUT', headers: { 'content-type': 'video/mp4' }, body: swapped });
    expect(unconditional.status).toBe(403);
    expect(await (await fetch(mine?.videos[0]?.url ?? '')).text()).toBe('primer intento');

    const noComment = await callGraphql(stack, as(admin), REVIEW, {
      input: { itemId: 'course-3', userId: subOf(buyer), submittedAt: mine?.submittedAt, approved: false },
    });
    expect(noComment.errors?.[0]?.errorType).toBe('ValidationError');
    const retry = await callGraphql(stack, as(admin), REVIEW, {
      input: {
        itemId: 'course-3',
        userId: subOf(buyer),
        submittedAt: mine?.submittedAt,
        approved: false,
        comment: 'Falta el video de perfil.',
      },
    });
    expect(retry.data?.['reviewEvaluationSubmission']).toEqual({ status: 'CHANGES_REQUESTED', reviewComment: 'Falta el video de perfil.' });
    // A second decision on the same submission changes nothing.
    const twice = await callGraphql(stack, as(admin), REVIEW, {
      input: { itemId: 'course-3', userId: subOf(buyer), submittedAt: mine?.submittedAt, approved: true },
    });
    expect(twice.errors?.[0]?.errorType).toBe('Conflict');
    const retryMail = () =>
      readDeliveredMail(stack, buyer.email).then((mails) => mails.find((mail) => mail.subject.includes('enviá otro intento')));
    await expect.poll(retryMail, { timeout: 60_000, interval: 250 }).toBeDefined();
    expect((await retryMail())?.text).toContain('Falta el video de perfil.');
    const status = (await callGraphql(stack, as(buyer), EVALUATION, { item: 'course-3' })).data?.['getCourseEvaluation'].status;
    expect(status).toMatchObject({
      passed: false,
      submission: { status: 'CHANGES_REQUESTED', reviewComment: 'Falta el video de perfil.' },
    });

    const front = await uploadVideo(Buffer.from('de frente'));
    const side = await uploadVideo(Buffer.from('de perfil'), 'video/webm');
    const again = await callGraphql(stack, as(buyer), SUBMIT_VIDEOS, { item: 'course-3', keys: [front, side] });
    expect(again.data?.['submitEvaluationVideos'].submission).toEqual({ status: 'PENDING_REVIEW', videoCount: 2 });
    const pending = (
      (await callGraphql(stack, as(admin), SUBMISSIONS, { status: 'PENDING_REVIEW' })).data?.['listEvaluationSubmissions'] as {
        userId: string;
        submittedAt: string;
      }[]
    ).find((row) => row.userId === subOf(buyer));
    const approved = await callGraphql(stack, as(admin), REVIEW, {
      input: {
        itemId: 'course-3',
        userId: subOf(buyer),
        submittedAt: pending?.submittedAt,
        approved: true,
        comment: '¡Muy buena alineación!',
      },
    });
    expect(approved.data?.['reviewEvaluationSubmission']).toMatchObject({ status: 'APPROVED' });
    const approvedMail = () =>
      readDeliveredMail(stack, buyer.email).then((mails) => mails.find((mail) => mail.subject.startsWith('Aprobaste la evaluación')));
    await expect.poll(approvedMail, { timeout: 60_000, interval: 250 }).toBeDefined();
    expect((await approvedMail())?.text).toContain('/lessons/course-3');

    const certificate = await callGraphql(stack, as(buyer), CERTIFICATE, { item: 'course-3' });
    expect(certificate.errors).toBeUndefined();
    // Approved is final: nothing more to send.
    expect((await callGraphql(stack, as(buyer), UPLOAD, { item: 'course-3', type: 'video/mp4', size: 10 })).errors?.[0]?.message).toBe(
      'Ya aprobaste esta evaluación.',
    );
  }, 180_000);
});

describe('video positions (issue 26)', () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await signUpAndConfirm(stack, { firstName: 'Posi', lastName: 'Ción' });
    await grantCourse(stack, owner, 'course-2');
  });

  const save = (topic: string, seconds: number, reason: string | null, session: string | null, sequence: number | null) =>
    callGraphql(stack, as(owner), SAVE_POSITION, { item: 'course-2', topic, seconds, reason, session, sequence });
  const resume = async (topic: string) =>
    (await callGraphql(stack, as(owner), CONTENT, { item: 'course-2', topic })).data?.['getTopicContent'].resumeAtSeconds;

  it('never drops the last move: seek to 2.5 s, pause, leave → reopens at 0:02', async () => {
    // Playback ticked at 1 s just before; the seek, the pause and leaving follow within a second.
    expect((await save('course-2-t01', 1, 'PLAYING', 's1', 1)).data?.['saveVideoPosition'].seconds).toBe(1);
    expect((await save('course-2-t01', 2, 'SEEK', 's1', 2)).data?.['saveVideoPosition'].seconds).toBe(2);
    expect((await save('course-2-t01', 2, 'PAUSE', 's1', 3)).data?.['saveVideoPosition'].seconds).toBe(2);
    expect(await resume('course-2-t01')).toBe(2);
    // A playback tick right after is still throttled (ticks only).
    expect((await save('course-2-t01', 9, 'PLAYING', 's1', 4)).data?.['saveVideoPosition'].seconds).toBe(2);
    expect((await save('course-2-t01', 40, 'LEAVE', 's1', 5)).data?.['saveVideoPosition'].seconds).toBe(40);
    expect(await resume('course-2-t01')).toBe(40);
  });

  it('never goes backwards after a seek: a stale write of the same player is refused', async () => {
    await save('course-2-t02', 300, 'SEEK', 'player-a', 10);
    // A tick sent before the seek (sequence 9) arrives after it.
    const stale = await save('course-2-t02', 12, 'PAUSE', 'player-a', 9);
    expect(stale.data?.['saveVideoPosition'].seconds).toBe(300);
    expect(await resume('course-2-t02')).toBe(300);
    // A later write of the same player lands; so does another player's (a new page).
    expect((await save('course-2-t02', 310, 'PAUSE', 'player-a', 11)).data?.['saveVideoPosition'].seconds).toBe(310);
    expect((await save('course-2-t02', 30, 'SEEK', 'player-b', 1)).data?.['saveVideoPosition'].seconds).toBe(30);
    expect(await resume('course-2-t02')).toBe(30);
  });

  it('keeps old clients working (no reason, no session: a throttled tick) and refuses a bad sequence', async () => {
    expect((await save('course-2-t03', 20, null, null, null)).data?.['saveVideoPosition'].seconds).toBe(20);
    expect((await save('course-2-t03', 25, null, null, null)).data?.['saveVideoPosition'].seconds).toBe(20);
    const bad = await save('course-2-t03', 25, 'PAUSE', 's', -1);
    expect(bad.errors?.[0]?.errorType).toBe('ValidationError');
    expect(await resume('course-2-t03')).toBe(20);
  });
});

// The coaching loop through the API with real tokens: two members of planning-5 added by hand
// (each told by e-mail, with her way in), one logs a session; the coach sees her in the planning
// view (compliance, last session) and in the feed (paged by key), comments, and the member gets
// one e-mail and reads the thread; her reply reaches the coach with one e-mail. The other member
// can neither read nor write that thread. The morning notices, run three times at once and once
// more, send each week's release and the ending notice once. The coach's view reads by key: its
// DynamoDB calls and the items it reads do not grow with results.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, toStoreDate } from '../../functions/domain/store-clock';
import { createDocumentClient, sharedDocumentClient } from '../../functions/data/dynamo-client';
import { createCoachingLogItems } from '../../functions/data/coaching-log-items';
import { createCoachingRepository } from '../../functions/data/coaching-repository';
import { createItemsRepository } from '../../functions/data/items-repository';
import { createPlanningUsersRepository, planningMemberRecord } from '../../functions/data/planning-users-repository';
import { createPlanWeeksRepository } from '../../functions/data/plan-weeks-repository';
import { createRateLimitsRepository } from '../../functions/data/rate-limits-repository';
import { createFormChecksRepository } from '../../functions/data/form-checks-repository';
import { createResultCommentsRepository } from '../../functions/data/result-comments-repository';
import { createSubscriptionOffersRepository } from '../../functions/data/subscription-offers-repository';
import { createSubscriptionsRepository } from '../../functions/data/subscriptions-repository';
import { createTrainingLogRepository } from '../../functions/data/training-log-repository';
import { createUsersRepository } from '../../functions/data/users-repository';
import { createCoachingService } from '../../functions/services/coaching-service';
import { createPlanningAccess } from '../../functions/services/member-plannings/access';
import { readDeliveredMail } from '../../infra/local/mailbox';
import { digestMails, runOutboxWorker } from '../support/comment-digests';
import { enforceTableGrants, holdToGrants } from '../../infra/local/table-grants';
import { scheduledFunctions } from '../../functions/handlers/resolver-map';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { callGraphql, type Caller } from '../support/graphql-client';
import { signInAdmin, signUpAndConfirm, type TestUser } from '../support/cognito-users';
import { as, subOf } from '../support/buying';
import { ADD_PLANNING_USER, DEACTIVATE_PLANNING_USER, adminCall } from '../support/admin-api';
import { ADMIN_PROGRAMME, COPY_WEEK, LOG_RESULT, SAVE_WEEK } from '../support/plannings-api';
import { given } from '../support/steps';
import { storedMembership } from '../support/factories/memberships';
import type { SessionResult } from '../../functions/generated/graphql';
import { COMMENT_RATE_LIMITS } from '../../functions/domain/coaching-input';
import {
  ADD_RESULT_COMMENT,
  COACH_PLANNING_VIEW,
  COACH_RESULTS_FEED,
  MY_PLANNING_COMMENTS,
  RESULT_COMMENTS,
} from '../support/coaching-api';

const stack = inject('stack');
const today = () => toStoreDate(new Date());
const PLANNING = 'planning-5';
const SESSION = 's-p5-w1-d1-1';
const UPDATE_PROFILE = `mutation($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { noticePreferences { weekRelease sessionEdits comments membershipEnding } } }`;

let admin: Caller;
let ana: TestUser; // planning-5 from today, logs a session
let bea: TestUser; // planning-5 from today, ends in 5 days; tries to reach Ana's thread
let caro: TestUser; // planning-5 from today, turned the week's release notice off

const mailTo = (user: { email: string }) => readDeliveredMail(stack, user.email);

/** Which result a thread is about. */
interface ResultRef {
  planningId: string;
  sessionId: string;
  resultId: string;
}

/**
 * A thread's own member (named Ana Coaching, as the e-mails say), added to planning-5 from today,
 * who logged today's session: each thread test arranges its own, so none reads another's comments.
 */
async function aMemberWhoLogged(): Promise<{ member: TestUser; ref: ResultRef }> {
  const member = await given.aMemberOf(stack, PLANNING, { days: 84 }, { firstName: 'Ana', lastName: 'Coaching' });
  const ref = await given.aLoggedResult(stack, member, {
    planningId: PLANNING,
    weekNumber: 1,
    sessionId: SESSION,
    timeSeconds: 1112,
    notes: 'Pesado',
  });
  return { member, ref };
}

/**
 * The "Comentario N" texts the digests to `to` about `member` told, once `count` of them are (the
 * outbox run until then); and how many e-mails told them.
 */
async function commentsToldTo(to: string, member: TestUser, count: number): Promise<{ texts: string[]; mails: number }> {
  const about = (mail: { text: string }) => (to === member.email || mail.text.includes(subOf(member))) && /Comentario \d+/.test(mail.text);
  const deadline = Date.now() + 60_000;
  for (;;) {
    await runOutboxWorker(stack);
    const mails = (await readDeliveredMail(stack, to)).filter(about);
    const texts = mails.flatMap((mail) => mail.text.match(/Comentario \d+/g) ?? []);
    if (texts.length >= count) return { texts, mails: mails.length };
    if (Date.now() > deadline) throw new Error(`${texts.length} of ${count} comments told to ${to} after a minute`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const coachComments = (member: TestUser, ref: ResultRef) =>
  given.aCoachComment(stack, member, ref, 'Muy bien, la próxima bajá el descanso.');

async function memberReplies(member: TestUser, ref: ResultRef) {
  const reply = await callGraphql(stack, as(member), ADD_RESULT_COMMENT, { result: ref, text: '¡Gracias! Lo pruebo el jueves.' });
  expect(reply.errors).toBeUndefined();
  return reply;
}

/** A member's result with its whole thread: the coach's comment and her reply. */
async function aThread(): Promise<{ member: TestUser; ref: ResultRef }> {
  const logged = await aMemberWhoLogged();
  await coachComments(logged.member, logged.ref);
  await memberReplies(logged.member, logged.ref);
  return logged;
}

beforeAll(async () => {
  admin = { token: (await signInAdmin(stack)).accessToken };
  [ana, bea, caro] = await Promise.all([
    signUpAndConfirm(stack, { firstName: 'Ana', lastName: 'Coaching' }),
    signUpAndConfirm(stack, { firstName: 'Bea', lastName: 'Coaching' }),
    signUpAndConfirm(stack, { firstName: 'Caro', lastName: 'Coaching' }),
  ]);
  const add = (user: TestUser, firstName: string, endDate: string) =>
    adminCall(stack, admin, ADD_PLANNING_USER, {
      input: { planningId: PLANNING, email: user.email, firstName, lastName: 'Coaching', startDate: today(), endDate },
    });
  await add(ana, 'Ana', addDays(today(), 83));
  await add(bea, 'Bea', addDays(today(), 5));
  await add(caro, 'Caro', addDays(today(), 83));
});

describe('a member added by hand', () => {
  it('is told by e-mail, with the way in to her planning', async () => {
    const [mail] = (await mailTo(ana)).filter((message) => message.subject.startsWith('Ya tenés acceso a'));
    expect(mail?.html).toContain('Ir a mi planificación');
    expect(mail?.text).toContain(`/my-plannings/${PLANNING}`);
  });

  it('gets a sign-up link when she has no account yet', async () => {
    const email = `sin-cuenta-${randomUUID().slice(0, 8)}@example.com`;
    await adminCall(stack, admin, ADD_PLANNING_USER, {
      input: { planningId: PLANNING, email, firstName: 'Dora', lastName: 'Nueva', startDate: today(), endDate: addDays(today(), 27) },
    });
    const [mail] = await readDeliveredMail(stack, email);
    expect(mail?.subject).toMatch(/^Ya tenés acceso a /);
    expect(mail?.text).toContain(`/auth/sign-up?email=${encodeURIComponent(email)}`);
  });
});

describe('the coach sees her members train', () => {
  it('has the logged result in the planning view and the feed', async () => {
    const logged = await callGraphql(stack, as(ana), LOG_RESULT, {
      input: { planningId: PLANNING, weekNumber: 1, sessionId: SESSION, timeSeconds: 1112, notes: 'Pesado', idempotencyKey: randomUUID() },
    });
    expect(logged.errors).toBeUndefined();
    const resultId = logged.data?.['logSessionResult'].id;

    const view = await adminCall(stack, admin, COACH_PLANNING_VIEW, { planningId: PLANNING });
    const row = (user: TestUser) => view.members.find((member: { userId: string }) => member.userId === subOf(user));
    expect(row(ana)).toMatchObject({
      status: 'ACTIVE',
      startDate: today(),
      currentWeek: 1,
      compliance7: 100,
      lastSessionTitle: expect.any(String),
    });
    expect(row(ana).lastSessionAt).toBe(logged.data?.['logSessionResult'].loggedAt);
    // Bea has nothing prescribed before today and today's session not done yet: no measure, no alarm.
    expect(row(bea)).toMatchObject({ compliance7: null, lastSessionAt: null, attention: [] });

    const first = await adminCall(stack, admin, COACH_RESULTS_FEED, { planningId: PLANNING, limit: 1 });
    expect(first.entries).toHaveLength(1);
    expect(first.entries[0]).toMatchObject({ userId: subOf(ana), memberName: 'Ana Coaching', comments: 0, result: { id: resultId } });
    expect(first.nextToken).toEqual(expect.any(String));
    const all = await adminCall(stack, admin, COACH_RESULTS_FEED, {});
    expect(all.entries[0].result.id).toBe(resultId);
  });

  it('puts a member who started and never logged a session under "necesita atención"', async () => {
    // Started two days ago (day 1's session was due then), nothing logged since.
    const member = await given.aMemberOf(
      stack,
      PLANNING,
      { startDate: addDays(today(), -2), endDate: addDays(today(), 81) },
      { firstName: 'Nora', lastName: 'Coaching' },
    );
    const view = await adminCall(stack, admin, COACH_PLANNING_VIEW, { planningId: PLANNING });
    const row = view.members.find((candidate: { userId: string }) => candidate.userId === subOf(member));
    expect(row).toMatchObject({ compliance7: 0, lastSessionAt: null, attention: ['NEVER_LOGGED'] });
    // Listed first, with those who need attention.
    expect(view.members.findIndex((candidate: { attention: string[] }) => candidate.attention.length === 0)).toBeGreaterThan(
      view.members.indexOf(row),
    );
  });

  it('pages the members with the figures over all of them, and gives one member’s row by id', async () => {
    const nora = await given.aMemberOf(
      stack,
      PLANNING,
      { startDate: addDays(today(), -2), endDate: addDays(today(), 81) },
      { firstName: 'Nora', lastName: 'Paginada' },
    );
    type Row = { userId: string; status: string; attention: string[] };
    type Page = { members: Row[]; nextToken: string | null; summary: { members: number; active: number; needsAttention: number } };
    const pages: Page[] = [];
    let nextToken: string | null = null;
    do {
      const page: Page = await adminCall<Page>(stack, admin, COACH_PLANNING_VIEW, { planningId: PLANNING, limit: 2, nextToken });
      expect(page.members.length).toBeLessThanOrEqual(2);
      pages.push(page);
      nextToken = page.nextToken;
    } while (nextToken !== null);
    const rows = pages.flatMap((page) => page.members);
    expect(pages.length).toBeGreaterThan(1);
    expect(new Set(rows.map((member) => member.userId)).size).toBe(rows.length);
    // Every page carries the same figures, counted over all the pages' members.
    for (const page of pages) {
      expect(page.summary).toEqual({
        members: rows.length,
        active: rows.filter((member) => member.status === 'ACTIVE').length,
        trainedLast7Days: expect.any(Number),
        needsAttention: rows.filter((member) => member.attention.length > 0).length,
        pastDue: 0, // nobody here follows it by a subscription (test/local/coach-subscribers.test.ts)
      });
    }
    expect(pages[0]?.members[0]?.attention.length).toBeGreaterThan(0);
    const one = await adminCall(stack, admin, COACH_PLANNING_VIEW, { planningId: PLANNING, userId: subOf(nora) });
    expect(one.members).toEqual([expect.objectContaining({ userId: subOf(nora), lastName: 'Paginada', attention: ['NEVER_LOGGED'] })]);
    expect(one.nextToken).toBeNull();

    const forged = Buffer.from(
      JSON.stringify({ planningId: 'planning-1', attention: 0, active: true, lastName: 'A', userId: 'x' }),
    ).toString('base64url');
    const refused = await callGraphql(stack, admin, COACH_PLANNING_VIEW, { planningId: PLANNING, nextToken: forged });
    expect(refused.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: expect.stringMatching(/página/) });
    const size = await callGraphql(stack, admin, COACH_PLANNING_VIEW, { planningId: PLANNING, limit: 101 });
    expect(size.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: expect.stringMatching(/entre 1 y 100/) });
  });

  it('refuses a feed page token that was altered, and a page size out of range, in Spanish', async () => {
    const forged = Buffer.from(JSON.stringify({ PK: 'USER#x', SK: 'RESULT#y' })).toString('base64url');
    const answer = await callGraphql(stack, admin, COACH_RESULTS_FEED, { planningId: PLANNING, nextToken: forged });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: expect.stringMatching(/página/) });
    const size = await callGraphql(stack, admin, COACH_RESULTS_FEED, { limit: 0 });
    expect(size.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: expect.stringMatching(/entre 1 y 50/) });
  });
});

describe('a thread on a result', () => {
  it('takes the coach’s comment and e-mails the member once', async () => {
    const { member: ana, ref } = await aMemberWhoLogged();
    const before = (await mailTo(ana)).length;
    const comment = await coachComments(ana, ref);
    expect(comment).toMatchObject({
      author: 'COACH',
      resultId: ref.resultId,
      sessionId: SESSION,
      text: 'Muy bien, la próxima bajá el descanso.',
    });
    // One digest, sent when its window closes; a later outbox run sends nothing more.
    const mails = await digestMails(stack, ana.email, () => true, before + 1);
    expect(mails.at(-1)?.subject).toMatch(/^Tu coach comentó tu resultado/);
    expect(mails.at(-1)?.html).toContain('la próxima bajá el descanso');
    await runOutboxWorker(stack);
    expect(await mailTo(ana)).toHaveLength(before + 1);
  });

  it('shows the member her thread, and her planning’s threads', async () => {
    const { member: ana, ref } = await aMemberWhoLogged();
    await coachComments(ana, ref);
    const thread = await callGraphql(stack, as(ana), RESULT_COMMENTS, { result: ref });
    expect(thread.errors).toBeUndefined();
    expect(thread.data?.['resultComments'].map((c: { author: string }) => c.author)).toEqual(['COACH']);
    const all = await callGraphql(stack, as(ana), MY_PLANNING_COMMENTS, { planningId: PLANNING });
    expect(all.data?.['myPlanningComments']).toHaveLength(1);
  });

  it('sends the member’s reply to the coach: one e-mail, and the feed counts it', async () => {
    const { member: ana, ref } = await aMemberWhoLogged();
    await coachComments(ana, ref);
    const reply = await memberReplies(ana, ref);
    expect(reply.data?.['addResultComment']).toMatchObject({ author: 'MEMBER', authorName: 'Ana Coaching' });
    // Other tests' digests reach the same inbox: the coach's e-mails about this member.
    const aboutHer = (mail: { text: string }) => mail.text.includes(subOf(ana));
    const toCoach = await digestMails(stack, 'contacto@impulso.local', aboutHer, 1);
    await runOutboxWorker(stack);
    expect((await readDeliveredMail(stack, 'contacto@impulso.local')).filter(aboutHer)).toHaveLength(1);
    expect(toCoach.at(-1)?.subject).toBe(`Ana Coaching respondió sobre ${toCoach.at(-1)?.subject.split(' sobre ')[1]}`);
    expect(toCoach.at(-1)?.text).toContain('Lo pruebo el jueves');
    const feed = await adminCall(stack, admin, COACH_RESULTS_FEED, { planningId: PLANNING });
    expect(feed.entries.find((entry: { result: { id: string } }) => entry.result.id === ref.resultId)?.comments).toBe(2);
  });

  it('keeps another member out: she can neither read nor write it, and nothing is written', async () => {
    const { member: ana, ref } = await aThread();
    const named = await callGraphql(stack, as(bea), RESULT_COMMENTS, { result: { ...ref, userId: subOf(ana) } });
    expect(named.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    // Without naming Ana, only Bea's own partition is read: Ana's result is not there.
    const guessed = await callGraphql(stack, as(bea), RESULT_COMMENTS, { result: ref });
    expect(guessed.errors?.[0]).toMatchObject({ errorType: 'NotFound' });
    const write = await callGraphql(stack, as(bea), ADD_RESULT_COMMENT, { result: { ...ref, userId: subOf(ana) }, text: 'Hola' });
    expect(write.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    const own = await callGraphql(stack, as(bea), MY_PLANNING_COMMENTS, { planningId: PLANNING });
    expect(own.data?.['myPlanningComments']).toEqual([]);
    const thread = await callGraphql(stack, as(ana), RESULT_COMMENTS, { result: ref });
    expect(thread.data?.['resultComments']).toHaveLength(2);
  });

  it('refuses an empty or too long message in Spanish and writes nothing', async () => {
    const { member: ana, ref } = await aThread();
    const empty = await callGraphql(stack, as(ana), ADD_RESULT_COMMENT, { result: ref, text: '   ' });
    expect(empty.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: expect.stringContaining('Escribí un comentario.') });
    const long = await callGraphql(stack, as(ana), ADD_RESULT_COMMENT, { result: ref, text: 'a'.repeat(2001) });
    expect(long.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    const thread = await callGraphql(stack, as(ana), RESULT_COMMENTS, { result: ref });
    expect(thread.data?.['resultComments']).toHaveLength(2);
  });
});

describe('who writes on a thread, and how often', () => {
  const threadOf = async (member: TestUser, ref: ResultRef) =>
    (await callGraphql(stack, as(member), RESULT_COMMENTS, { result: ref })).data?.['resultComments'] as unknown[];

  it('refuses a deactivated member’s comment on her old result: she still reads, nothing is written or e-mailed', async () => {
    const { member, ref } = await aThread();
    const coachInbox = 'contacto@impulso.local';
    const aboutHer = (mail: { text: string }) => mail.text.includes(subOf(member));
    // Her reply's digest reaches the coach first.
    await digestMails(stack, coachInbox, aboutHer, 1);
    await adminCall(stack, admin, DEACTIVATE_PLANNING_USER, { planningId: PLANNING, userId: subOf(member) });
    const answer = await callGraphql(stack, as(member), ADD_RESULT_COMMENT, { result: ref, text: 'Sigo por acá' });
    expect(answer.data?.['addResultComment'] ?? null).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      errorType: 'Unauthorized',
      message: 'Tu acceso a esta planificación terminó: podés leer los comentarios, pero ya no escribir nuevos.',
    });
    expect(await threadOf(member, ref)).toHaveLength(2);
    // The coach still answers her. Once his comment has been told to her (a digest her refused
    // comment had opened would have closed before his), the coach has nothing new about her.
    await given.aCoachComment(stack, member, ref, 'Seguí así, nos vemos en la próxima planificación.');
    expect(await threadOf(member, ref)).toHaveLength(3);
    await digestMails(stack, member.email, (mail) => mail.text.includes('Seguí así'), 1);
    expect((await readDeliveredMail(stack, coachInbox)).filter(aboutHer)).toHaveLength(1);
  });

  it(`takes ${COMMENT_RATE_LIMITS.perMember} comments of a member in 10 minutes, then refuses with TooManyRequests: no comment, no e-mail`, async () => {
    const { member, ref } = await aMemberWhoLogged();
    const windowOf = (at: number) => Math.floor(at / 1000 / COMMENT_RATE_LIMITS.windowSeconds);
    // The limit counts in fixed 10-minute windows: a run that straddles two is not this case, and
    // is repeated once in the new window (its comments counted there from zero for a fresh member).
    for (let run = 1; ; run += 1) {
      const runner = run === 1 ? member : (await aMemberWhoLogged()).member;
      const runRef =
        run === 1 ? ref : await given.aLoggedResult(stack, runner, { planningId: PLANNING, weekNumber: 1, sessionId: SESSION, rpe: 7 });
      const startedIn = windowOf(Date.now());
      const answers = [];
      for (let index = 1; index <= COMMENT_RATE_LIMITS.perMember + 1; index += 1) {
        answers.push(await callGraphql(stack, as(runner), ADD_RESULT_COMMENT, { result: runRef, text: `Comentario ${index}` }));
      }
      if (windowOf(Date.now()) !== startedIn && run === 1) continue;
      const refused = answers.at(-1);
      for (const answer of answers.slice(0, -1)) expect(answer.errors).toBeUndefined();
      expect(refused?.data?.['addResultComment'] ?? null).toBeNull();
      expect(refused?.errors?.[0]).toMatchObject({
        errorType: 'TooManyRequests',
        message: 'Enviaste muchos comentarios seguidos: esperá unos minutos y volvé a escribir. El comentario no se guardó.',
      });
      expect(await threadOf(runner, runRef)).toHaveLength(COMMENT_RATE_LIMITS.perMember);
      // The coach is told each comment taken, in digests, and never the refused one.
      const told = await commentsToldTo('contacto@impulso.local', runner, COMMENT_RATE_LIMITS.perMember);
      expect(told.texts.sort()).toEqual(
        Array.from({ length: COMMENT_RATE_LIMITS.perMember }, (_, index) => `Comentario ${index + 1}`).sort(),
      );
      return;
    }
  });
});

describe('comment e-mails as digests', () => {
  it('tells the member a run of the coach’s comments in one e-mail per digest window, each comment once', async () => {
    const { member, ref } = await aMemberWhoLogged();
    const RUN = 12;
    const before = (await mailTo(member)).length;
    for (let index = 1; index <= RUN; index += 1) await given.aCoachComment(stack, member, ref, `Comentario ${index}`);
    // The digest each comment joined, as stored with it.
    const stored = await sharedDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }).send(
      new QueryCommand({
        TableName: stack.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${subOf(member)}`, ':prefix': `COMMENT#${PLANNING}#` },
      }),
    );
    const windows = new Set((stored.Items ?? []).map((item) => String(item['digestId'])));
    expect(stored.Items).toHaveLength(RUN);
    expect(windows.size).toBeLessThan(RUN);
    const told = await commentsToldTo(member.email, member, RUN);
    expect(told.texts.sort()).toEqual(Array.from({ length: RUN }, (_, index) => `Comentario ${index + 1}`).sort());
    expect(told.mails).toBe(windows.size);
    // Sent once: another run of the outbox sends nothing more.
    await runOutboxWorker(stack);
    expect(await mailTo(member)).toHaveLength(before + told.mails);
  });
});

describe('a coach’s edit to the week members are training', () => {
  type AdminWeek = {
    weekNumber: number;
    title: string;
    version: number;
    days: { sessions: { title: string; blocks: { title: string; text: string }[] }[] }[];
  };
  const save = (week: AdminWeek) =>
    adminCall<AdminWeek>(stack, admin, SAVE_WEEK, {
      input: { planningId: PLANNING, weekNumber: week.weekNumber, title: week.title, days: week.days, expectedVersion: week.version },
    });

  it('e-mails each member in that week once a day, naming only the session that changed and what changed in it', async () => {
    const weeks = await adminCall<AdminWeek[]>(stack, admin, ADMIN_PROGRAMME, { planningId: PLANNING });
    const original = weeks.find((week) => week.weekNumber === 1)!;
    const edited = structuredClone(original);
    const session = edited.days[0]!.sessions[0]!;
    session.blocks[0]!.text = `${session.blocks[0]!.text}\nSumá 2 minutos de movilidad.`;
    const saved = await save(edited);
    // Saved again (back as it was): a change, but the same day's notice was already sent.
    await save({ ...original, version: saved.version });
    for (const user of [ana, caro]) {
      const edits = (await mailTo(user)).filter((mail) => mail.subject.startsWith('Tu coach cambió tu semana 1'));
      expect(edits).toHaveLength(1);
      expect(edits[0]?.text).toContain(session.title);
      expect(edits[0]?.text).toContain(`«${session.blocks[0]!.title}»: texto`);
      // The week's other sessions did not change: not listed (all of them were, read back from the table).
      const others = original.days
        .flatMap((day) => day.sessions)
        .slice(1)
        .map((other) => other.title)
        .filter((title) => title !== session.title);
      for (const title of others) expect(edits[0]?.text).not.toContain(title);
    }
  });

  it('tells who trains a week that a copy replaced', async () => {
    const member = await given.aMemberOf(stack, PLANNING, { days: 84 }, { firstName: 'Olga', lastName: 'Coaching' });
    const weeks = await adminCall<AdminWeek[]>(stack, admin, ADMIN_PROGRAMME, { planningId: PLANNING });
    const first = weeks.find((week) => week.weekNumber === 1)!;
    const copied = await adminCall<AdminWeek>(stack, admin, COPY_WEEK, { planningId: PLANNING, fromWeek: 2, toWeek: 1 });
    const edits = (await mailTo(member)).filter((mail) => mail.subject.startsWith('Tu coach cambió tu semana 1'));
    expect(edits).toHaveLength(1);
    expect(edits[0]?.text).toContain('sesión nueva');
    // Week 1 back as it was, for the other tests (the day's notice to her is already sent: no second one).
    await save({ ...first, version: copied.version });
    expect((await mailTo(member)).filter((mail) => mail.subject.startsWith('Tu coach cambió tu semana 1'))).toHaveLength(1);
  });
});

describe('the morning notices', () => {
  const saved = { ...process.env };
  afterAll(() => {
    process.env = saved;
  });

  it('send a week’s release and the ending notice once, whatever the retries and concurrent runs', async () => {
    const off = await callGraphql(stack, as(caro), UPDATE_PROFILE, {
      input: {
        firstName: 'Caro',
        lastName: 'Coaching',
        newsOptIn: false,
        noticePreferences: { weekRelease: false, sessionEdits: true, comments: true, membershipEnding: true },
      },
    });
    expect(off.data?.['updateMyProfile'].noticePreferences.weekRelease).toBe(false);

    // This process runs the scheduled handler itself, as EventBridge would: the stack's settings.
    Object.assign(process.env, {
      TABLE_NAME: stack.tableName,
      DYNAMODB_ENDPOINT: stack.dynamodbUrl,
      AWS_REGION: 'us-east-1',
      MAIL_QUEUE_URL: stack.mailQueueUrl,
      MAIL_QUEUE_ENDPOINT: new URL(stack.mailQueueUrl).origin,
      STORE_WEB_URL: 'http://localhost:3000',
      STORE_NAME: 'Impulso',
    });
    // Held to its role's table actions, as the local stack holds the handlers it runs.
    enforceTableGrants(sharedDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }));
    const { entry, tableActions } = scheduledFunctions.planningNotices;
    const handler = holdToGrants(entry, tableActions, (await import('../../functions/handlers/planning-notices')).handler);
    // 08:00 in the store today: a run the scheduler made, retried while two more ran at once.
    const event = { scheduledTime: `${today()}T11:00:00.000Z` };
    const early = await handler({ scheduledTime: `${today()}T09:59:00.000Z` });
    expect(early.early).toBe(true);
    await Promise.allSettled([handler(event), handler(event), handler(event)]);
    await handler(event);

    const releases = (user: TestUser) =>
      mailTo(user).then((mails) => mails.filter((mail) => mail.subject.startsWith('Se habilitó tu semana 1')));
    expect(await releases(ana)).toHaveLength(1);
    expect(await releases(bea)).toHaveLength(1);
    expect(await releases(caro)).toHaveLength(0);
    const ending = (await mailTo(bea)).filter((mail) => mail.subject.includes('termina en 5 días'));
    expect(ending).toHaveLength(1);
    expect(ending[0]?.html).toContain('Renovar');
    expect(ending[0]?.text).toContain(`/checkout/${PLANNING}`);
  });
});

describe('the coach’s view reads by key', () => {
  it('makes the same DynamoDB calls and reads the same items whatever the number of results', { timeout: 300_000 }, async () => {
    const planningId = `planning-coach-capacity-${randomUUID().slice(0, 6)}`;
    const counting = createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl });
    const calls: { name: string; items: number; capacity: number }[] = [];
    counting.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as Record<string, unknown>;
        input['ReturnConsumedCapacity'] = 'TOTAL';
        const output = await next(args);
        const body = output.output as { Items?: unknown[]; Responses?: Record<string, unknown[]>; ConsumedCapacity?: unknown };
        const capacity = [body.ConsumedCapacity]
          .flat()
          .reduce((sum: number, entry) => sum + Number((entry as { CapacityUnits?: number } | undefined)?.CapacityUnits ?? 0), 0);
        const items = body.Items?.length ?? Object.values(body.Responses ?? {}).reduce((sum, list) => sum + list.length, 0);
        calls.push({ name: String(context.commandName), items, capacity });
        return output;
      },
      { step: 'initialize', name: 'countCalls' },
    );
    const table = { doc: counting, tableName: stack.tableName };
    const plain = { doc: createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl }), tableName: stack.tableName };
    // A planning of its own: planning-5's training plan, 30 members who started 10 days ago.
    const item = await createItemsRepository(plain).get(PLANNING);
    await plain.doc.send(
      new PutCommand({ TableName: stack.tableName, Item: { PK: `ITEM#${planningId}`, SK: 'ITEM', ...item, id: planningId } }),
    );
    const programme = createPlanWeeksRepository(plain);
    await Promise.all(
      (await programme.listWeeks(PLANNING)).map((week) =>
        plain.doc.send(
          new PutCommand({
            TableName: stack.tableName,
            Item: { PK: `PROGRAMME#${planningId}`, SK: `WEEK#${String(week.weekNumber).padStart(3, '0')}`, ...week, planningId },
          }),
        ),
      ),
    );
    const members = Array.from({ length: 30 }, (_, index) => `capacity-${index}`);
    /** Ten plain writes at a time. */
    const inGroups = async (userIds: string[], work: (userId: string) => Promise<unknown>) => {
      for (let start = 0; start < userIds.length; start += 10) await Promise.all(userIds.slice(start, start + 10).map(work));
    };
    await inGroups(members, (userId) =>
      plain.doc.send(
        new PutCommand({
          TableName: stack.tableName,
          Item: planningMemberRecord(
            storedMembership({
              planningId,
              userId,
              firstName: 'M',
              lastName: String(userId),
              email: `${userId}@example.com`,
              startDate: addDays(today(), -10),
              endDate: addDays(today(), 60),
            }),
          ),
        }),
      ),
    );
    const trainingLog = createTrainingLogRepository(plain);
    const hook = createCoachingLogItems(stack.tableName);
    const logFor = async (userId: string, count: number) => {
      for (let index = 0; index < count; index += 1) {
        const loggedAt = new Date(Date.now() - index * 1000).toISOString();
        const result: SessionResult = {
          id: randomUUID(),
          planningId,
          userId,
          sessionId: SESSION,
          sessionTitle: 'Sesión',
          weekNumber: 1,
          lifts: [],
          newRecords: [],
          timeSeconds: 600,
          loadKg: null,
          rounds: null,
          reps: null,
          distanceMeters: null,
          calories: null,
          rpe: null,
          notes: null,
          loggedAt,
          editedAt: null,
        };
        await trainingLog.logResult(
          result,
          [],
          { key: randomUUID(), fingerprint: result.id },
          hook.itemsFor(result, { prescribedDate: addDays(today(), -10), today: today(), memberName: 'M' }),
        );
      }
    };
    const service = createCoachingService({
      items: createItemsRepository(table),
      planningUsers: createPlanningUsersRepository(table),
      planWeeks: createPlanWeeksRepository(table),
      subscriptions: createSubscriptionsRepository(table),
      subscriptionOffers: createSubscriptionOffersRepository(table),
      access: createPlanningAccess({
        items: createItemsRepository(table),
        planningUsers: createPlanningUsersRepository(table),
        planWeeks: createPlanWeeksRepository(table),
        trainingLog: createTrainingLogRepository(table),
        subscriptions: createSubscriptionsRepository(table),
        subscriptionOffers: createSubscriptionOffersRepository(table),
        now: () => new Date(),
      }),
      coaching: createCoachingRepository(table),
      trainingLog: createTrainingLogRepository(table),
      comments: createResultCommentsRepository(table),
      formChecks: createFormChecksRepository(table),
      rateLimits: createRateLimitsRepository(table),
      users: createUsersRepository(table),
      commentDigestSeconds: 300,
      now: () => new Date(),
      uniqueId: randomUUID,
    });
    const coach = { kind: 'user' as const, userId: 'coach', email: null, groups: ['admin'] };
    const measure = async () => {
      calls.length = 0;
      const view = await service.coachPlanningView(coach, planningId);
      return {
        members: view.members.length,
        calls: calls.map((call) => call.name).sort(),
        items: calls.reduce((sum, call) => sum + call.items, 0),
        capacity: calls.reduce((sum, call) => sum + call.capacity, 0),
      };
    };
    // Results one transaction at a time: DynamoDB Local times out concurrent transactions on a busy machine.
    for (const userId of members) await logFor(userId, 1);
    const oneResultEach = await measure();
    for (const userId of members.slice(0, 6)) await logFor(userId, 8);
    const moreForSome = await measure();
    expect(oneResultEach.members).toBe(30);
    // GetItem (the planning, its monthly offer), Query members, counters, training plan and subscribers'
    // pointers (none here, so no subscription nor profile is read): 6 calls either way.
    expect(oneResultEach.calls).toEqual([
      'GetItemCommand',
      'GetItemCommand',
      'QueryCommand',
      'QueryCommand',
      'QueryCommand',
      'QueryCommand',
    ]);
    expect(moreForSome.calls).toEqual(oneResultEach.calls);
    // 30 memberships + 30 counters + the plan's weeks: results are never read.
    expect(moreForSome.items).toBe(oneResultEach.items);
    expect(moreForSome.capacity).toBe(oneResultEach.capacity);
  });
});

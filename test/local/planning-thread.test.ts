// The member's thread with her coach (issue 40, "Talking"; decision 159) through the API with real
// tokens: who may read and write it (per object: another member, a deactivated member, a member of
// another planning are refused with stable codes and nothing is written), the unread marks both
// ways (thread messages and result comments counted, reading marks read with one "read up to"),
// and its e-mails: the same digests as the result comments, each message told once, to the
// seller's coach address and with the Reply-To each side answers to.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { sharedDocumentClient } from '../../functions/data/dynamo-client';
import { readDeliveredMail } from '../../infra/local/mailbox';
import { callGraphql, type Caller } from '../support/graphql-client';
import { signInAdmin, type TestUser } from '../support/cognito-users';
import { as, subOf } from '../support/buying';
import { DEACTIVATE_PLANNING_USER, adminCall } from '../support/admin-api';
import { given } from '../support/steps';
import { runOutboxWorker } from '../support/comment-digests';
import {
  ADD_THREAD_MESSAGE,
  COACH_UNREAD_MESSAGES,
  MARK_THREAD_READ,
  MY_UNREAD_MESSAGES,
  PLANNING_THREAD,
  SAVE_SELLER_COACH_EMAIL,
  SELLER_COACH_EMAILS,
} from '../support/coaching-api';

const stack = inject('stack');
const PLANNING = 'planning-5';
const OTHER_PLANNING = 'planning-4';
const SESSION = 's-p5-w1-d1-1';
const STORE_INBOX = 'contacto@impulso.local';

let admin: Caller;
const db = () => sharedDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl });

interface Thread {
  unread: number;
  readUpTo: string | null;
  memberName: string;
  coachName: string;
  messages: { id: string; author: string; text: string; createdAt: string; sessionTitle: string | null }[];
}
interface Unread {
  planningId: string;
  userId: string;
  unread: number;
}

/** Every record of the member's partition about a planning's talk: messages, digest windows, the talk's counts. */
async function talkRecords(member: TestUser, planningId = PLANNING): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (const prefix of [`COMMENT#${planningId}#`, `COMMENT_DIGEST#${planningId}#`, `TALK#${planningId}`]) {
    const answer = await db().send(
      new QueryCommand({
        TableName: stack.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${subOf(member)}`, ':prefix': prefix },
        ConsistentRead: true,
      }),
    );
    items.push(...(answer.Items ?? []));
  }
  return items;
}

const memberThread = async (member: TestUser, planningId = PLANNING) =>
  (await callGraphql(stack, as(member), PLANNING_THREAD, { planningId })).data?.['planningThread'] as Thread;
const coachThread = (member: TestUser) => adminCall<Thread>(stack, admin, PLANNING_THREAD, { planningId: PLANNING, userId: subOf(member) });
const memberWrites = async (member: TestUser, text: string) => {
  const answer = await callGraphql(stack, as(member), ADD_THREAD_MESSAGE, { planningId: PLANNING, text });
  expect(answer.errors).toBeUndefined();
  return answer.data?.['addThreadMessage'] as { createdAt: string };
};
const coachWrites = (member: TestUser, text: string) =>
  adminCall<{ createdAt: string }>(stack, admin, ADD_THREAD_MESSAGE, { planningId: PLANNING, userId: subOf(member), text });
const coachUnread = async (member: TestUser) =>
  (await adminCall<Unread[]>(stack, admin, COACH_UNREAD_MESSAGES, { planningId: PLANNING, userIds: [subOf(member)] }))[0]?.unread;
const memberUnread = async (member: TestUser) =>
  (((await callGraphql(stack, as(member), MY_UNREAD_MESSAGES)).data?.['myUnreadMessages'] ?? []) as Unread[]).find(
    (entry) => entry.planningId === PLANNING,
  )?.unread ?? 0;

/** E-mails to `to` whose text holds `marker`, once there are `count` (the outbox run until then). */
async function mailsWith(to: string, marker: string, count: number) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await runOutboxWorker(stack);
    const mails = (await readDeliveredMail(stack, to)).filter((mail) => mail.text.includes(marker));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} e-mails to ${to} with "${marker}" after a minute`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  admin = { token: (await signInAdmin(stack)).accessToken };
});

describe('who reads and writes a member’s thread with her coach', () => {
  let ana: TestUser; // active member of planning-5: her thread
  let bea: TestUser; // another active member of planning-5
  let dora: TestUser; // a member of planning-4 only

  beforeAll(async () => {
    [ana, bea, dora] = await Promise.all([
      given.aMemberOf(stack, PLANNING, { days: 84 }, { firstName: 'Ana', lastName: 'Hilo' }),
      given.aMemberOf(stack, PLANNING, { days: 84 }, { firstName: 'Bea', lastName: 'Hilo' }),
      given.aMemberOf(stack, OTHER_PLANNING, { days: 84 }, { firstName: 'Dora', lastName: 'Hilo' }),
    ]);
    await memberWrites(ana, 'Hola coach, ¿bajo el peso el jueves?');
  });

  it('gives the member her own thread and the coach hers, naming her', async () => {
    const own = await memberThread(ana);
    expect(own).toMatchObject({ memberName: 'Ana Hilo', unread: 0, readUpTo: null });
    expect(own.messages.map((message) => [message.author, message.text])).toEqual([['MEMBER', 'Hola coach, ¿bajo el peso el jueves?']]);
    expect((await coachThread(ana)).messages).toHaveLength(1);
  });

  it('refuses another member of the planning Ana’s thread: Unauthorized for reading, writing and marking, nothing written', async () => {
    const before = await talkRecords(ana);
    const as_ = as(bea);
    const named = { planningId: PLANNING, userId: subOf(ana) };
    const answers = [
      await callGraphql(stack, as_, PLANNING_THREAD, named),
      await callGraphql(stack, as_, ADD_THREAD_MESSAGE, { ...named, text: 'Me meto en tu hilo' }),
      await callGraphql(stack, as_, MARK_THREAD_READ, { ...named, upTo: new Date().toISOString() }),
    ];
    for (const answer of answers) {
      expect(answer.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Solo podés ver tus propios mensajes con tu coach.' });
    }
    expect(answers[1]?.data?.['addThreadMessage'] ?? null).toBeNull();
    expect(await talkRecords(ana)).toEqual(before);
    // Nor is it in her own partition: her own thread is empty.
    expect(await talkRecords(bea)).toEqual([]);
  });

  it('refuses a member of another planning: Unauthorized, nothing written', async () => {
    const write = await callGraphql(stack, as(dora), ADD_THREAD_MESSAGE, { planningId: PLANNING, text: 'Hola' });
    const read = await callGraphql(stack, as(dora), PLANNING_THREAD, { planningId: PLANNING });
    for (const answer of [write, read]) {
      expect(answer.errors?.[0]).toMatchObject({
        errorType: 'Unauthorized',
        message: 'Solo quienes tienen esta planificación activa pueden escribirle a su coach.',
      });
    }
    expect(await talkRecords(dora)).toEqual([]);
    // Her own planning's thread is hers.
    expect((await memberThread(dora, OTHER_PLANNING)).messages).toEqual([]);
  });

  it('refuses a deactivated member her thread (read, write, mark) while the coach still reads it; nothing written', async () => {
    const cara = await given.aMemberOf(stack, PLANNING, { days: 84 }, { firstName: 'Cara', lastName: 'Hilo' });
    await memberWrites(cara, 'Antes de que me den de baja');
    await adminCall(stack, admin, DEACTIVATE_PLANNING_USER, { planningId: PLANNING, userId: subOf(cara) });
    const before = await talkRecords(cara);
    const answers = [
      await callGraphql(stack, as(cara), PLANNING_THREAD, { planningId: PLANNING }),
      await callGraphql(stack, as(cara), ADD_THREAD_MESSAGE, { planningId: PLANNING, text: 'Sigo por acá' }),
      await callGraphql(stack, as(cara), MARK_THREAD_READ, { planningId: PLANNING, upTo: new Date().toISOString() }),
    ];
    for (const answer of answers) {
      expect(answer.errors?.[0]).toMatchObject({
        errorType: 'Unauthorized',
        message: 'Tu acceso a esta planificación terminó: ya no podés leer ni escribir mensajes a tu coach.',
      });
    }
    expect(await talkRecords(cara)).toEqual(before);
    expect((await coachThread(cara)).messages.map((message) => message.text)).toEqual(['Antes de que me den de baja']);
  });

  it('finds no thread for the coach with someone who is not a member (NotFound), and writes nothing', async () => {
    const answer = await callGraphql(stack, admin, ADD_THREAD_MESSAGE, { planningId: PLANNING, userId: subOf(dora), text: 'Hola' });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'NotFound', message: 'Esa persona no es miembro de esta planificación.' });
    expect(await talkRecords(dora)).toEqual([]);
  });

  it('refuses an empty or too long message naming the field, and writes nothing', async () => {
    const before = await talkRecords(ana);
    const refusals = [
      ['   ', 'Revisá los datos: Escribí un comentario.'],
      ['x'.repeat(2001), 'Revisá los datos: El comentario puede tener hasta 2000 caracteres.'],
    ];
    for (const [text, message] of refusals) {
      const answer = await callGraphql(stack, as(ana), ADD_THREAD_MESSAGE, { planningId: PLANNING, text });
      expect(answer.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message });
    }
    const badMark = await callGraphql(stack, as(ana), MARK_THREAD_READ, { planningId: PLANNING, upTo: 'ayer' });
    expect(badMark.data?.['markThreadRead'] ?? null).toBeNull();
    expect(badMark.errors?.[0]?.message).toMatch(/upTo|fecha/);
    expect(await talkRecords(ana)).toEqual(before);
  });
});

describe('unread marks on both sides', () => {
  it('counts the member’s messages for the coach and the coach’s (thread and result comments) for the member; reading marks read once', async () => {
    const eva = await given.aMemberOf(stack, PLANNING, { days: 84 }, { firstName: 'Eva', lastName: 'Hilo' });
    expect(await coachUnread(eva)).toBe(0);
    await memberWrites(eva, 'Primera pregunta');
    await memberWrites(eva, 'Segunda pregunta');
    expect(await coachUnread(eva)).toBe(2);
    const seen = await coachThread(eva);
    expect(seen.unread).toBe(2);
    // The coach read up to the newest message shown: 0 left; one more of hers makes 1.
    const marked = await adminCall<Unread>(stack, admin, MARK_THREAD_READ, {
      planningId: PLANNING,
      userId: subOf(eva),
      upTo: seen.messages.at(-1)?.createdAt,
    });
    expect(marked.unread).toBe(0);
    expect(await coachUnread(eva)).toBe(0);
    // One write: the talk record keeps the mark, no record per message read.
    const talk = await db().send(
      new GetCommand({ TableName: stack.tableName, Key: { PK: `USER#${subOf(eva)}`, SK: `TALK#${PLANNING}` }, ConsistentRead: true }),
    );
    expect(talk.Item).toMatchObject({ memberMessages: 2, coachReadCount: 2, coachReadUpTo: seen.messages.at(-1)?.createdAt });

    // The coach answers in the thread and on one of her results: both unread for her.
    expect(await memberUnread(eva)).toBe(0);
    await coachWrites(eva, 'Bajá un 5 %.');
    const ref = await given.aLoggedResult(stack, eva, { planningId: PLANNING, weekNumber: 1, sessionId: SESSION, rpe: 8 });
    await given.aCoachComment(stack, eva, ref, 'Buen RPE.');
    expect(await memberUnread(eva)).toBe(2);
    const hers = await memberThread(eva);
    expect(hers.unread).toBe(2);
    expect(hers.messages.map((message) => [message.author, message.text, message.sessionTitle])).toEqual([
      ['MEMBER', 'Primera pregunta', null],
      ['MEMBER', 'Segunda pregunta', null],
      ['COACH', 'Bajá un 5 %.', null],
      ['COACH', 'Buen RPE.', expect.any(String)],
    ]);
    // Marking up to the thread message only leaves the later comment unread; then all.
    const upToThread = hers.messages[2]?.createdAt;
    expect(
      (await callGraphql(stack, as(eva), MARK_THREAD_READ, { planningId: PLANNING, upTo: upToThread })).data?.['markThreadRead'],
    ).toMatchObject({
      unread: 1,
    });
    // Never back: an older mark changes nothing.
    expect(
      (await callGraphql(stack, as(eva), MARK_THREAD_READ, { planningId: PLANNING, upTo: hers.messages[0]?.createdAt })).data?.[
        'markThreadRead'
      ],
    ).toMatchObject({ unread: 1 });
    await callGraphql(stack, as(eva), MARK_THREAD_READ, { planningId: PLANNING, upTo: hers.messages.at(-1)?.createdAt });
    expect(await memberUnread(eva)).toBe(0);
    expect((await memberThread(eva)).readUpTo).toBe(hers.messages.at(-1)?.createdAt);
    // The coach's side did not move with hers.
    expect(await coachUnread(eva)).toBe(0);
  });
});

describe('thread e-mails: the result comments’ digests, to the seller’s coach', () => {
  const COACH_ADDRESS = 'coach.delfi@impulso.local';
  const sellerKey = { PK: 'SELLER#DELFI', SK: 'COACH_CONTACT' };

  afterAll(async () => {
    // The other files of this layer expect DELFI's coach at the store's address.
    await db().send(new DeleteCommand({ TableName: stack.tableName, Key: sellerKey }));
  });

  it('refuses a coach address that is not an e-mail, naming the field, and stores nothing', async () => {
    const answer = await callGraphql(stack, admin, SAVE_SELLER_COACH_EMAIL, { seller: 'DELFI', email: 'no-es-un-mail' });
    expect(answer.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message: 'Revisá los datos: Ingresá un e-mail válido.' });
    expect((await db().send(new GetCommand({ TableName: stack.tableName, Key: sellerKey }))).Item).toBeUndefined();
  });

  it('tells each message once in a digest: the coach at DELFI’s address with Reply-To the member, the member with Reply-To that address', async () => {
    await adminCall(stack, admin, SAVE_SELLER_COACH_EMAIL, { seller: 'DELFI', email: COACH_ADDRESS });
    expect(await adminCall<{ seller: string; email: string | null }[]>(stack, admin, SELLER_COACH_EMAILS)).toEqual(
      expect.arrayContaining([expect.objectContaining({ seller: 'DELFI', email: COACH_ADDRESS })]),
    );
    const fer = await given.aMemberOf(stack, PLANNING, { days: 84 }, { firstName: 'Fer', lastName: 'Hilo' });
    const marker = `hilo-${subOf(fer).slice(0, 8)}`;
    for (const index of [1, 2, 3]) await memberWrites(fer, `Mensaje ${index} ${marker}`);
    const toldIn = (mails: { text: string }[]) => mails.flatMap((mail) => mail.text.match(new RegExp(`Mensaje \\d ${marker}`, 'g')) ?? []);
    const deadline = Date.now() + 60_000;
    let again = await mailsWith(COACH_ADDRESS, marker, 1);
    while (toldIn(again).length < 3 && Date.now() < deadline) again = await mailsWith(COACH_ADDRESS, marker, again.length + 1);
    // Sent once: another run of the outbox sends nothing more.
    await runOutboxWorker(stack);
    again = (await readDeliveredMail(stack, COACH_ADDRESS)).filter((mail) => mail.text.includes(marker));
    // Each of the three once, in as many e-mails as the digest windows they joined (as stored with them).
    expect(toldIn(again).sort()).toEqual([`Mensaje 1 ${marker}`, `Mensaje 2 ${marker}`, `Mensaje 3 ${marker}`]);
    const windows = new Set(
      (await talkRecords(fer)).filter((record) => String(record['SK']).includes('~THREAD#')).map((record) => String(record['digestId'])),
    );
    expect(again).toHaveLength(windows.size);
    for (const mail of again) expect(mail.replyTo).toBe(fer.email);
    expect((await readDeliveredMail(stack, STORE_INBOX)).filter((mail) => mail.text.includes(marker))).toEqual([]);

    await coachWrites(fer, `Respuesta ${marker}`);
    const toMember = await mailsWith(fer.email, `Respuesta ${marker}`, 1);
    expect(toMember).toHaveLength(1);
    expect(toMember[0]).toMatchObject({ replyTo: COACH_ADDRESS, subject: 'Tu coach te escribió en Planificación Atlética Home' });
  });
});

// The coach's measures: compliance windows in store days at -03:00 (their edges around midnight in
// Buenos Aires), today counted only once done, the "necesita atención" rule (no session in 7 days,
// a drop of 20 points), and the morning notices' schedule (who gets which week on which day, the
// membership ending in 7 days), with the claims' keys that make each once-only.
import { describe, expect, it } from 'vitest';
import {
  countWindow,
  doneByDayOf,
  memberCompliance,
  planSessionsOf,
  weekCompliance,
  prescribedDate,
  sessionsPrescribedOn,
  type PlanSessions,
} from '../../functions/domain/coaching-compliance';
import { changedSessions } from '../../functions/services/session-edit-notices';
import { noticeKey, noticesOn } from '../../functions/domain/planning-notices';
import { addDays, toStoreDate } from '../../functions/domain/store-clock';

/** A 2-week training plan: days 1, 3 and 5 with one session each ("w<week>d<day>"). */
const programme: PlanSessions = new Map([1, 2].map((week) => [week, new Map([1, 3, 5].map((day) => [day, [`w${week}d${day}`]]))] as const));
const member = { startDate: '2026-11-02', endDate: '2026-12-27', startPending: false }; // a Monday, 8 weeks

describe('sessions prescribed on a store date', () => {
  it('follows the member’s start, her week and day, and the programme starting over after its last week', () => {
    expect(sessionsPrescribedOn(member, programme, 2, '2026-11-02')).toEqual(['w1d1']);
    expect(sessionsPrescribedOn(member, programme, 2, '2026-11-03')).toEqual([]);
    expect(sessionsPrescribedOn(member, programme, 2, '2026-11-13')).toEqual(['w2d5']);
    // Week 3 of the membership is plan week 1 again (a 2-week training plan).
    expect(sessionsPrescribedOn(member, programme, 2, '2026-11-16')).toEqual(['w1d1']);
  });

  it('prescribes nothing before the start, after the end or while the start is pending', () => {
    expect(sessionsPrescribedOn(member, programme, 2, '2026-11-01')).toEqual([]);
    expect(sessionsPrescribedOn(member, programme, 2, '2026-12-28')).toEqual([]);
    expect(sessionsPrescribedOn({ ...member, startPending: true }, programme, 2, '2026-11-02')).toEqual([]);
  });

  it('puts a session on the day it is prescribed: week 2 day 3 of a start on 02/11 is 11/11', () => {
    expect(prescribedDate('2026-11-02', 2, 3)).toBe('2026-11-11');
  });
});

describe('compliance windows at -03:00', () => {
  it('counts a session on its store day: 23:30 in Buenos Aires is still that day (02:30 UTC the next)', () => {
    // Logged 2026-11-03T02:30Z = 02/11 23:30 at -03:00: Monday's store day.
    expect(toStoreDate(new Date('2026-11-03T02:30:00Z'))).toBe('2026-11-02');
    expect(toStoreDate(new Date('2026-11-03T03:00:00Z'))).toBe('2026-11-03');
  });

  it('looks back 7 store days ending today, and counts today only once done', () => {
    const today = '2026-11-09'; // Monday of week 2: w2d1 prescribed today
    const none = countWindow(member, programme, 2, {}, today, today, 7);
    // 03/11–09/11: w1d3 (04/11), w1d5 (06/11); today's w2d1 not yet done → not counted.
    expect(none).toEqual({ done: 0, prescribed: 2 });
    const doneToday = countWindow(member, programme, 2, { '2026-11-09': ['w2d1'] }, today, today, 7);
    expect(doneToday).toEqual({ done: 1, prescribed: 3 });
  });

  it('drops the day 7 days back at the window edge: 02/11 is in the window of 08/11, not of 09/11', () => {
    const done = { '2026-11-02': ['w1d1'] };
    expect(countWindow(member, programme, 2, done, '2026-11-08', '2026-11-08', 7)).toEqual({ done: 1, prescribed: 3 });
    expect(countWindow(member, programme, 2, done, '2026-11-09', '2026-11-09', 7)).toEqual({ done: 0, prescribed: 2 });
  });

  it('ignores done ids that are not that day’s sessions (a removed session, another day’s)', () => {
    expect(countWindow(member, programme, 2, { '2026-11-04': ['w1d1', 'gone'] }, '2026-11-05', '2026-11-05', 7)).toEqual({
      done: 0,
      prescribed: 2,
    });
  });

  it('answers null, not 0 %, when nothing was prescribed (before the start)', () => {
    const result = memberCompliance({
      member: { ...member, startDate: '2026-12-01' },
      active: true,
      programme,
      programmeWeeks: 2,
      done: {},
      lastSessionAt: null,
      today: '2026-11-20',
    });
    expect(result).toEqual({ compliance7: null, compliance30: null, previousCompliance7: null, attention: [] });
  });
});

describe('"necesita atención"', () => {
  const base = { member, active: true, programme, programmeWeeks: 2 };
  const allDone = (from: string, to: string) => {
    const done: Record<string, string[]> = {};
    for (let date = from; date <= to; date = addDays(date, 1)) done[date] = ['w1d1', 'w1d3', 'w1d5', 'w2d1', 'w2d3', 'w2d5'];
    return done;
  };

  it('flags a member with no session in the last 7 days while sessions were prescribed', () => {
    const result = memberCompliance({
      ...base,
      done: allDone('2026-11-02', '2026-11-08'),
      lastSessionAt: '2026-11-08T21:00:00Z',
      today: '2026-11-16',
    });
    expect(result.attention).toContain('NO_SESSION_7_DAYS');
    // Her last session at 18:00 on 08/11 (-03:00) is 8 days before 16/11: outside 10/11–16/11.
  });

  it('does not flag a session logged 6 days ago at 23:59 in Buenos Aires (02:59 UTC the next day)', () => {
    const result = memberCompliance({
      ...base,
      done: allDone('2026-11-02', '2026-11-16'),
      lastSessionAt: '2026-11-11T02:59:00Z', // 10/11 23:59 at -03:00
      today: '2026-11-16',
    });
    expect(result.attention).not.toContain('NO_SESSION_7_DAYS');
  });

  it('flags a drop of 20 points or more from the previous 7 days, not a member who kept up', () => {
    // Previous window 03/11–09/11 all done (100 %); the current one 10/11–16/11: 2 of 3 done before today.
    const done = { ...allDone('2026-11-02', '2026-11-09'), '2026-11-11': ['w2d3'], '2026-11-13': ['w2d5'], '2026-11-16': [] };
    const dropped = memberCompliance({ ...base, done, lastSessionAt: '2026-11-13T20:00:00Z', today: '2026-11-16' });
    expect(dropped.previousCompliance7).toBe(100);
    expect(dropped.compliance7).toBe(100); // 11/11 and 13/11 done; 16/11 not yet done → not counted
    expect(dropped.attention).toEqual([]);
    const missedOne = { ...allDone('2026-11-02', '2026-11-09'), '2026-11-13': ['w2d5'] };
    const result = memberCompliance({ ...base, done: missedOne, lastSessionAt: '2026-11-13T20:00:00Z', today: '2026-11-16' });
    expect(result).toMatchObject({ previousCompliance7: 100, compliance7: 50, attention: ['COMPLIANCE_DROP'] });
  });

  it('leaves out members who are not active; flags an active one who never chose when to start', () => {
    const notActive = memberCompliance({ ...base, active: false, done: {}, lastSessionAt: null, today: '2026-11-16' });
    expect(notActive.attention).toEqual([]);
    const pending = memberCompliance({
      ...base,
      member: { ...member, startPending: true },
      done: {},
      lastSessionAt: null,
      today: '2026-11-16',
    });
    expect(pending.attention).toEqual(['NOT_STARTED']);
  });

  it('flags a member who started and never logged a session once one was due, not on her first morning', () => {
    const never = memberCompliance({ ...base, done: {}, lastSessionAt: null, today: '2026-11-04' });
    expect(never.attention).toEqual(['NEVER_LOGGED']);
    const firstMorning = memberCompliance({ ...base, done: {}, lastSessionAt: null, today: '2026-11-02' });
    expect(firstMorning.attention).toEqual([]);
  });
});

describe('one compliance for the member and her coach', () => {
  const weeks = [1, 2].map((weekNumber) => ({
    weekNumber,
    days: [1, 3, 5].map((dayNumber) => ({ dayNumber, sessions: [{ id: `w${weekNumber}d${dayNumber}` }] })),
  }));
  const plan = planSessionsOf(weeks);

  it('reads the same sessions as the counters: a result counts on the day its session is prescribed', () => {
    const results = [
      { weekNumber: 1, sessionId: 'w1d1' },
      { weekNumber: 1, sessionId: 'w1d1' },
      { weekNumber: 2, sessionId: 'w2d3' },
      { weekNumber: 3, sessionId: 'w1d5' }, // week 3 follows programme week 1 again
    ];
    expect(doneByDayOf(member, plan, 2, results)).toEqual({ '2026-11-02': ['w1d1'], '2026-11-11': ['w2d3'], '2026-11-20': ['w1d5'] });
  });

  it('agrees with the coach’s 7 days over a week, at the -03:00 edges of each day', () => {
    // Monday 02/11 start; sessions on Mon, Wed, Fri. She logs Monday's and Wednesday's.
    const done = doneByDayOf(member, plan, 2, [
      { weekNumber: 1, sessionId: 'w1d1' },
      { weekNumber: 1, sessionId: 'w1d3' },
    ]);
    const coach = (now: string) =>
      memberCompliance({
        member,
        active: true,
        programme: plan,
        programmeWeeks: 2,
        done,
        lastSessionAt: null,
        today: toStoreDate(new Date(now)),
      });
    const own = (now: string) => weekCompliance(member, plan, 2, done, toStoreDate(new Date(now)), 1);
    // Friday 06/11 23:59 in Buenos Aires (02:59 UTC on the 7th): Friday's session is today's, not yet done.
    expect(own('2026-11-07T02:59:00Z')).toEqual({ done: 2, prescribed: 2 });
    expect(coach('2026-11-07T02:59:00Z').compliance7).toBe(100);
    // Saturday 07/11 00:00 in Buenos Aires (03:00 UTC): Friday is past and missed.
    expect(own('2026-11-07T03:00:00Z')).toEqual({ done: 2, prescribed: 3 });
    expect(coach('2026-11-07T03:00:00Z').compliance7).toBe(67);
    // Her first day: once Monday's is done 1 of 1 (not 1 of 3, not 25 %); before she trains, nothing due on either side.
    expect(own('2026-11-02T10:00:00Z')).toEqual({ done: 1, prescribed: 1 });
    expect(weekCompliance(member, plan, 2, {}, '2026-11-02', 1)).toEqual({ done: 0, prescribed: 0 });
    expect(
      memberCompliance({ member, active: true, programme: plan, programmeWeeks: 2, done: {}, lastSessionAt: null, today: '2026-11-02' })
        .compliance7,
    ).toBeNull();
  });
});

describe('the morning notices’ schedule', () => {
  const members = [
    { planningId: 'p', userId: 'ana', status: 'ACTIVE', startDate: '2026-11-02', endDate: '2026-11-29' }, // 4 weeks from a Monday
    { planningId: 'p', userId: 'bea', status: 'ACTIVE', startDate: '2026-11-04', endDate: '2026-12-01' }, // from a Wednesday
    { planningId: 'p', userId: 'cata', status: 'ACTIVE', startDate: '2026-11-02', endDate: '2026-11-29', startPending: true },
    { planningId: 'p', userId: 'email:dora@example.com', status: 'ACTIVE', startDate: '2026-11-02', endDate: '2026-11-29' },
    { planningId: 'p', userId: 'eva', status: 'INACTIVE', startDate: '2026-11-02', endDate: '2026-11-29' },
  ];

  it('releases each member’s week on its first day: Ana on Mondays, Bea on Wednesdays', () => {
    expect(noticesOn('2026-11-02', members)).toEqual([{ kind: 'WEEK_RELEASE', planningId: 'p', userId: 'ana', weekNumber: 1 }]);
    expect(noticesOn('2026-11-03', members)).toEqual([]);
    expect(noticesOn('2026-11-04', members)).toEqual([{ kind: 'WEEK_RELEASE', planningId: 'p', userId: 'bea', weekNumber: 1 }]);
    expect(noticesOn('2026-11-16', members).filter((n) => n.kind === 'WEEK_RELEASE')).toEqual([
      { kind: 'WEEK_RELEASE', planningId: 'p', userId: 'ana', weekNumber: 3 },
    ]);
  });

  it('releases no week to a pending start, and sends nothing to an e-mail membership without account or an inactive member', () => {
    const notices = [...Array(40).keys()].flatMap((offset) => noticesOn(addDays('2026-11-01', offset), members));
    const released = new Set(notices.filter((n) => n.kind === 'WEEK_RELEASE').map((n) => n.userId));
    expect([...released].sort()).toEqual(['ana', 'bea']);
    // A start still to choose does not stop the period's end from coming: she hears of it.
    expect(new Set(notices.map((n) => n.userId))).toEqual(new Set(['ana', 'bea', 'cata']));
  });

  it('stops releasing after the last week and tells of the end 7 days ahead, once per end date', () => {
    // Ana's last day is 29/11: a 5th week would start on 30/11.
    expect(noticesOn('2026-11-30', members).filter((n) => n.userId === 'ana')).toEqual([]);
    const ending = noticesOn('2026-11-22', members).find((n) => n.kind === 'MEMBERSHIP_ENDING' && n.userId === 'ana');
    expect(ending).toEqual({ kind: 'MEMBERSHIP_ENDING', planningId: 'p', userId: 'ana', endDate: '2026-11-29', daysLeft: 7 });
    expect(noticesOn('2026-11-21', members).some((n) => n.kind === 'MEMBERSHIP_ENDING' && n.userId === 'ana')).toBe(false);
    // Every morning of the last 7 days names the same end date: its key is the same, so one e-mail.
    const keys = new Set(
      ['2026-11-22', '2026-11-25', '2026-11-28'].flatMap((day) =>
        noticesOn(day, members)
          .filter((n) => n.kind === 'MEMBERSHIP_ENDING' && n.userId === 'ana')
          .map(noticeKey),
      ),
    );
    expect([...keys]).toEqual(['MEMBERSHIP_ENDING#p#ana#2026-11-29']);
  });

  it('keys a week release per member, planning and week', () => {
    expect(noticeKey({ kind: 'WEEK_RELEASE', planningId: 'p', userId: 'ana', weekNumber: 3 })).toBe('WEEK_RELEASE#p#ana#3');
  });
});

describe('a coach’s edit', () => {
  const week = (text: string) => ({
    planningId: 'p',
    weekNumber: 1,
    title: 'Semana 1',
    version: 1,
    updatedAt: null,
    days: [
      {
        dayNumber: 1,
        title: null,
        date: null,
        sessions: [
          {
            id: 's1',
            title: 'Fuerza',
            blocks: [{ id: 'b1', title: 'Sentadilla', text, prescription: null, scaling: null, videoKey: null, videoUrl: null }],
          },
          { id: 's2', title: 'Metcon', blocks: [] },
        ],
      },
    ],
  });

  it('names only the sessions that changed, and what changed in each', () => {
    expect(changedSessions(week('5x5'), week('5x5'))).toEqual([]);
    expect(changedSessions(week('5x5'), week('5x3'))).toEqual([{ title: 'Fuerza', changes: ['«Sentadilla»: texto'] }]);
    expect(changedSessions(null, week('5x5'))).toEqual([
      { title: 'Fuerza', changes: ['sesión nueva'] },
      { title: 'Metcon', changes: ['sesión nueva'] },
    ]);
  });

  it('reads a week from the table (keys in another order, fields absent) as the same week from the editor', () => {
    const stored = week('5x5');
    // As DynamoDB gives it back: the block's keys in another order, its null fields absent.
    const fromTable = {
      ...stored,
      days: stored.days.map((day) => ({
        ...day,
        sessions: day.sessions.map((session) => ({
          blocks: session.blocks.map((block) => ({ text: block.text, id: block.id, title: block.title })),
          title: session.title,
          id: session.id,
        })),
      })),
      // Typed as the repository hands it over (withoutKeys casts the record): its null fields simply absent.
    } as unknown as typeof stored;
    expect(changedSessions(fromTable, week('5x5'))).toEqual([]);
    const renamed = week('5x5');
    renamed.days[0]!.sessions[1]!.title = 'Metcon corto';
    renamed.days[0]!.sessions[0]!.blocks.push({
      id: 'b2',
      title: 'Remo',
      text: '2000 m',
      prescription: null,
      scaling: null,
      videoKey: null,
      videoUrl: null,
    });
    expect(changedSessions(fromTable, renamed)).toEqual([
      { title: 'Fuerza', changes: ['bloque nuevo «Remo»'] },
      { title: 'Metcon corto', changes: ['nombre: «Metcon» → «Metcon corto»'] },
    ]);
  });
});

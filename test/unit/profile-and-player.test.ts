// Issue 17's pure rules: who downloads a topic's materials, the profile update's rules, the
// word forms of lengths and positions, the password hint from the pool policy, the Spanish
// messages of a failed password change, and the seed's lesson lengths.
import { describe, expect, it } from 'vitest';
import { canDownloadMaterials } from '../../functions/domain/topic-access';
import { profileUpdateSchema } from '../../functions/domain/profile';
import type { Viewer } from '../../functions/domain/viewer';
import { seedLessons } from '../../functions/seed/lessons';
import { formatClock, formatMinutes, totalMinutes } from '../../web/src/lib/format';
import { PASSWORD_POLICY_HINT } from '../../web/src/features/auth/domain/password-strength';
import { AUTH_MESSAGES, authErrorMessage } from '../../web/src/features/auth/domain/auth-error-messages';

const visitor: Viewer = { kind: 'visitor' };
const user: Viewer = { kind: 'user', userId: 'u1', email: 'u@example.com', groups: [] };
const admin: Viewer = { kind: 'user', userId: 'a1', email: 'a@example.com', groups: ['admin'] };

describe('downloadable materials', () => {
  it('go to owners and admins only', () => {
    expect(canDownloadMaterials(visitor, { viewerOwnsCourse: false })).toBe(false);
    expect(canDownloadMaterials(visitor, { viewerOwnsCourse: true })).toBe(false);
    expect(canDownloadMaterials(user, { viewerOwnsCourse: false })).toBe(false);
    expect(canDownloadMaterials(user, { viewerOwnsCourse: true })).toBe(true);
    expect(canDownloadMaterials(admin, { viewerOwnsCourse: false })).toBe(true);
  });
});

describe('profile update', () => {
  it('trims names and keeps the preference', () => {
    expect(profileUpdateSchema.parse({ firstName: '  Łucja ', lastName: 'Nguyễn', newsOptIn: true })).toEqual({
      firstName: 'Łucja',
      lastName: 'Nguyễn',
      newsOptIn: true,
    });
  });

  it('refuses empty and too long names with the sign-up messages', () => {
    const empty = profileUpdateSchema.safeParse({ firstName: ' ', lastName: 'Paz', newsOptIn: false });
    expect(empty.error?.issues[0]?.message).toBe('Ingresá tu nombre.');
    const long = profileUpdateSchema.safeParse({ firstName: 'Ana', lastName: 'x'.repeat(61), newsOptIn: false });
    expect(long.error?.issues[0]?.message).toBe('El apellido puede tener hasta 60 caracteres.');
  });
});

describe('lengths and positions', () => {
  it.each([
    [5, '5 min'],
    [60, '1 h'],
    [117, '1 h 57 min'],
    [211, '3 h 31 min'],
  ])('%i minutes read %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });

  it.each([
    [0, '0:00'],
    [2.9, '0:02'],
    [725, '12:05'],
    [3729, '1:02:09'],
  ])('%f seconds read %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });

  it('totals the lessons that have a length', () => {
    expect(totalMinutes([{ durationMinutes: 8 }, { durationMinutes: null }, {}, { durationMinutes: 12 }])).toBe(20);
  });

  it('gives every seeded video lesson a length, and nothing else one', () => {
    for (const course of seedLessons) {
      for (const topic of course.units.flatMap((unit) => unit.topics)) {
        if (topic.componentName === 'video-lesson') expect(topic.durationMinutes, topic.id).toBeGreaterThan(0);
        else expect(topic.durationMinutes, topic.id).toBeUndefined();
      }
    }
  });

  it("attaches the PDF plans to the first week of course-3's and course-4's plans only", () => {
    const withMaterials = seedLessons.flatMap((course) =>
      course.units.flatMap((unit) => unit.topics.filter((topic) => topic.materials).map((topic) => [topic.id, topic.materials?.[0]?.key])),
    );
    expect(withMaterials).toEqual([
      ['course-3-t36', 'sample/plan-vertical-10-semanas.pdf'],
      ['course-4-t15', 'sample/plan-pull-ups-4-semanas.pdf'],
    ]);
  });
});

describe('changing the password', () => {
  it("states the pool's policy", () => {
    expect(PASSWORD_POLICY_HINT).toBe('Al menos 8 caracteres, con una mayúscula, una minúscula y un número.');
  });

  it('reads a wrong current password the same on AWS and locally', () => {
    const named = (name: string) => Object.assign(new Error('x'), { name });
    expect(authErrorMessage(named('NotAuthorizedException'), 'change-password')).toBe(AUTH_MESSAGES.wrongCurrentPassword);
    expect(authErrorMessage(named('InvalidPasswordException'), 'change-password')).toBe(AUTH_MESSAGES.wrongCurrentPassword);
    expect(authErrorMessage(named('LimitExceededException'), 'change-password')).toBe(AUTH_MESSAGES.tooManyAttempts);
  });
});

import { describe, expect, it } from 'vitest';
import { canOpenTopic } from '../../functions/domain/topic-access';
import type { Viewer } from '../../functions/domain/viewer';

const visitor: Viewer = { kind: 'visitor' };
const user: Viewer = { kind: 'user', userId: 'u1', email: 'u@example.com', groups: [] };
const admin: Viewer = { kind: 'user', userId: 'a1', email: 'a@example.com', groups: ['admin'] };

describe('who may open a topic', () => {
  it('opens a public topic for anyone', () => {
    for (const viewer of [visitor, user, admin]) {
      expect(canOpenTopic(viewer, { isPublic: true, viewerOwnsCourse: false })).toBe(true);
    }
  });

  it('opens a paid topic only for an owner or an admin', () => {
    expect(canOpenTopic(visitor, { isPublic: false, viewerOwnsCourse: false })).toBe(false);
    expect(canOpenTopic(user, { isPublic: false, viewerOwnsCourse: false })).toBe(false);
    expect(canOpenTopic(user, { isPublic: false, viewerOwnsCourse: true })).toBe(true);
    expect(canOpenTopic(admin, { isPublic: false, viewerOwnsCourse: false })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { authorFor, commentDigestEffectId, digestComments, placeComment, recipientOf } from '../../functions/domain/comment-digest';

const at = (iso: string) => new Date(iso);
const ids = () => {
  let next = 0;
  return () => `id${(next += 1)}`;
};

describe('placing a comment in a digest', () => {
  it('opens a window of the digest length when none is stored', () => {
    expect(placeComment(null, at('2026-12-07T10:00:00.000Z'), 300, ids())).toEqual({
      kind: 'open',
      window: { digestId: '2026-12-07T10:00:00.000Z#id1', until: '2026-12-07T10:05:00.000Z' },
      replaces: null,
    });
  });

  it('joins the stored window while it is open, up to its last millisecond', () => {
    const stored = { digestId: 'd1', until: '2026-12-07T10:05:00.000Z' };
    expect(placeComment(stored, at('2026-12-07T10:04:59.999Z'), 300, ids())).toEqual({ kind: 'join', window: stored });
  });

  it('opens a new window once the stored one closed, replacing it', () => {
    const stored = { digestId: 'd1', until: '2026-12-07T10:05:00.000Z' };
    expect(placeComment(stored, at('2026-12-07T10:05:00.000Z'), 300, ids())).toEqual({
      kind: 'open',
      window: { digestId: '2026-12-07T10:05:00.000Z#id1', until: '2026-12-07T10:10:00.000Z' },
      replaces: stored,
    });
  });
});

describe('what a digest tells', () => {
  const comments = [
    { author: 'COACH' as const, createdAt: '2026-12-07T10:02:00.000Z', digestId: 'd1', text: 'b' },
    { author: 'MEMBER' as const, createdAt: '2026-12-07T10:01:00.000Z', digestId: 'd1', text: 'reply' },
    { author: 'COACH' as const, createdAt: '2026-12-07T10:01:00.000Z', digestId: 'd1', text: 'a' },
    { author: 'COACH' as const, createdAt: '2026-12-07T10:06:00.000Z', digestId: 'd2', text: 'next window' },
    { author: 'COACH' as const, createdAt: '2026-12-07T09:00:00.000Z', text: 'before digests' },
  ];

  it('the member is told the coach’s comments that joined it, oldest first', () => {
    expect(digestComments(comments, 'd1', 'MEMBER').map((comment) => comment.text)).toEqual(['a', 'b']);
  });

  it('the coach is told the member’s', () => {
    expect(digestComments(comments, 'd1', 'COACH').map((comment) => comment.text)).toEqual(['reply']);
  });

  it('pairs each side with the other', () => {
    expect(recipientOf('COACH')).toBe('MEMBER');
    expect(recipientOf('MEMBER')).toBe('COACH');
    expect(authorFor(recipientOf('COACH'))).toBe('COACH');
  });

  it('names one outbox entry per recipient, member, planning and window', () => {
    const id = commentDigestEffectId('MEMBER', 'u1', 'planning-5', 'd1');
    expect(id).not.toBe(commentDigestEffectId('COACH', 'u1', 'planning-5', 'd1'));
    expect(id).not.toBe(commentDigestEffectId('MEMBER', 'u1', 'planning-5', 'd2'));
  });
});

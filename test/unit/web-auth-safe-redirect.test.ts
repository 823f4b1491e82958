import { describe, expect, it } from 'vitest';
import { safeRedirectPath, signInPathFor } from '../../web/src/features/auth/domain/safe-redirect';

describe('redirect after sign-in', () => {
  it.each([
    ['/my-orders', '/my-orders'],
    ['/checkout/course-1?coupon=VERANO', '/checkout/course-1?coupon=VERANO'],
    ['/lessons/course-1/topic-2#video', '/lessons/course-1/topic-2#video'],
    ['/admin/courses', '/admin/courses'],
  ])('honours the same-site path %s', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/steal'],
    ['//evil.example/steal'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    ['my-orders'],
    ['/auth/sign-in?redirect=/auth/sign-in'],
    ['/auth'],
  ])('falls back to the landing for %s', (raw) => {
    expect(safeRedirectPath(raw)).toBe('/');
  });

  it('builds the sign-in address with the wanted path encoded', () => {
    expect(signInPathFor('/my-orders')).toBe('/auth/sign-in?redirect=%2Fmy-orders');
    expect(signInPathFor('/checkout/course-1?x=1&y=2')).toBe('/auth/sign-in?redirect=%2Fcheckout%2Fcourse-1%3Fx%3D1%26y%3D2');
  });

  it('round-trips a wanted path through the sign-in address', () => {
    const wanted = '/checkout/course-1?x=1&y=2';
    const query = new URL(signInPathFor(wanted), 'https://store.example').searchParams.get('redirect');
    expect(safeRedirectPath(query)).toBe(wanted);
  });
});

// Order codes: shape, alphabet, uniform draws, what a person may type, and the number shown for
// orders older than codes.
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newOrderCode, normalizeOrderCode, ORDER_CODE_ALPHABET, orderNumberOf } from '../../functions/domain/order-code';

describe('order codes', () => {
  it('look like IMP-XXXX-XX with no 0/O or 1/I/L', () => {
    for (let i = 0; i < 2000; i += 1) {
      const code = newOrderCode(randomInt);
      expect(code).toMatch(/^IMP-[A-Z2-9]{4}-[A-Z2-9]{2}$/);
      expect(code.slice(4)).not.toMatch(/[01OIL]/);
    }
    expect(ORDER_CODE_ALPHABET).toHaveLength(31);
  });

  it('draw each character over the whole alphabet', () => {
    const draws: number[] = [];
    const code = newOrderCode((max) => {
      draws.push(max);
      return max - 1;
    });
    expect(draws).toEqual(Array(6).fill(31));
    expect(code).toBe('IMP-9999-99');
    expect(newOrderCode(() => 0)).toBe('IMP-AAAA-AA');
  });

  it('read what a person types, and nothing else', () => {
    expect(normalizeOrderCode('IMP-7K3Q-2M')).toBe('IMP-7K3Q-2M');
    expect(normalizeOrderCode(' imp 7k3q 2m ')).toBe('IMP-7K3Q-2M');
    expect(normalizeOrderCode('imp7k3q2m')).toBe('IMP-7K3Q-2M');
    expect(normalizeOrderCode('IMP-7K3Q-2O')).toBeNull();
    expect(normalizeOrderCode('IMP-7K3Q-2MM')).toBeNull();
    expect(normalizeOrderCode('3f2a9c1d-0000-4000-8000-000000000001')).toBeNull();
  });

  it('show the code, or for an order older than codes the first 8 characters of its id', () => {
    expect(orderNumberOf({ id: '3f2a9c1d-0000-4000-8000-000000000001', code: 'IMP-7K3Q-2M' })).toBe('IMP-7K3Q-2M');
    expect(orderNumberOf({ id: '3f2a9c1d-0000-4000-8000-000000000001', code: null })).toBe('3f2a9c1d');
    expect(orderNumberOf({ id: '3f2a9c1d-0000-4000-8000-000000000001' })).toBe('3f2a9c1d');
  });
});

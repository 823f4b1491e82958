// The test stacks' port offset: one that lands a stack's port on a port browsers and fetch refuse
// is refused when the ports are read, naming the port, instead of failing requests far from the cause.
import { afterEach, describe, expect, it, vi } from 'vitest';

const portsWithOffset = async (offset: string) => {
  vi.resetModules();
  vi.stubEnv('TEST_PORT_OFFSET', offset);
  return import('../support/test-ports');
};

describe('test port offsets', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('refuses an offset that puts the payment simulator on a port fetch blocks (80: 4190)', async () => {
    await expect(portsWithOffset('80')).rejects.toThrow(/TEST_PORT_OFFSET=80 .*\(4190\)/);
  });

  it('shifts every stack by an offset free of blocked ports', async () => {
    const ports = await portsWithOffset('7080');
    expect(ports.TEST_STACK_PORTS).toEqual({ web: 10180, graphql: 11180, dynamodb: 15180, cognito: 16409 });
    expect(ports.HANDLER_TEST_PORTS).toEqual({ dynamodb: 15580, payments: 15590 });
  });
});

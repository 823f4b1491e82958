// Ports for the stacks tests start, away from `npm start`'s defaults so both can run at once.
// TEST_PORT_OFFSET moves them all, so that several checkouts can run their tests side by side.
import { existsSync, readFileSync } from 'node:fs';

const offset = Number(process.env['TEST_PORT_OFFSET'] ?? 0);

/** Where the system's ephemeral ports start (Linux's setting; 32768 is its default and the lowest in use). */
const ephemeralStart = (): number => {
  const setting = '/proc/sys/net/ipv4/ip_local_port_range';
  const start = existsSync(setting) ? Number(readFileSync(setting, 'utf8').trim().split(/\s+/)[0]) : NaN;
  return Number.isFinite(start) ? start : 32768;
};
// The highest base port below is 9629 (+ the stacks' services a few hundred above it). A port in the
// ephemeral range can be held by any outgoing connection's local end at the moment a stack binds it,
// which fails that test now and then (seen with an offset of 40000): refuse such an offset up front.
const HIGHEST_BASE_PORT = 10_000;
if (HIGHEST_BASE_PORT + offset >= ephemeralStart()) {
  throw new Error(
    `TEST_PORT_OFFSET=${offset} puts test ports into the system's ephemeral range (from ${ephemeralStart()}), where outgoing connections take ports at random: choose an offset below ${ephemeralStart() - HIGHEST_BASE_PORT}.`,
  );
}
const shift = (ports: Record<'web' | 'graphql' | 'dynamodb' | 'cognito', number>) =>
  Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, v + offset])) as typeof ports;

/**
 * The test stacks' firewall: the WAF's rate rules apply to every address but the tests' own, which
 * signs up hundreds of accounts (test/local/api-firewall.test.ts sends from other loopback addresses).
 */
export const TEST_FIREWALL = { allowAddresses: ['127.0.0.1'] };

/** The integration tests' stack (test/local). */
export const TEST_STACK_PORTS = shift({ web: 3100, graphql: 4100, dynamodb: 8100, cognito: 9329 });
/** The stack the persistence test stops and starts again. */
export const RESTART_STACK_PORTS = shift({ web: 3200, graphql: 4200, dynamodb: 8200, cognito: 9429 });
/** The browser tests' stack (test/e2e), with the web app. */
export const BROWSER_STACK_PORTS = shift({ web: 3300, graphql: 4300, dynamodb: 8300, cognito: 9529 });
/** The `npm start` the signal test starts and stops (GraphQL + 10 and + 11 for the simulator). */
export const START_STACK_PORTS = shift({ web: 3400, graphql: 4400, dynamodb: 8400, cognito: 9629 });
/** The handler tests' DynamoDB Local and Mercado Pago simulator (test/handler: no stack, no HTTP API). */
export const HANDLER_TEST_PORTS = { dynamodb: 8500 + offset, payments: 8510 + offset };

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
// Browsers and Node's fetch refuse to connect to the Fetch standard's "bad ports"
// (https://fetch.spec.whatwg.org/#port-blocking): an offset that puts a stack's port on one fails
// every request to it with a network error far from the cause (seen with 80: the simulator on 4190).
const FETCH_BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117,
  119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636,
  989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);
/** The ports a stack on these bases binds: its own four and the GraphQL port's neighbours (content, simulator, webhooks, mail, ARCA). */
const portsOfStack = (web: number, graphql: number, dynamodb: number, cognito: number): number[] => [
  web,
  dynamodb,
  cognito,
  ...Array.from({ length: 20 }, (_, step) => graphql + step),
];
// The stacks' base ports: the exports below shift them, the check above the exports sees every one.
const STACK_BASES = [
  { web: 3100, graphql: 4100, dynamodb: 8100, cognito: 9329 },
  { web: 3200, graphql: 4200, dynamodb: 8200, cognito: 9429 },
  { web: 3300, graphql: 4300, dynamodb: 8300, cognito: 9529 },
  { web: 3400, graphql: 4400, dynamodb: 8400, cognito: 9629 },
] as const;
const HANDLER_BASES = { dynamodb: 8500, payments: 8510 } as const;
const blocked = [
  ...STACK_BASES.flatMap(({ web, graphql, dynamodb, cognito }) => portsOfStack(web, graphql, dynamodb, cognito)),
  ...Object.values(HANDLER_BASES),
]
  .map((port) => port + offset)
  .filter((port) => FETCH_BAD_PORTS.has(port));
if (blocked.length > 0) {
  throw new Error(
    `TEST_PORT_OFFSET=${offset} puts test ports on ports that browsers and fetch refuse (${blocked.join(', ')}): choose another offset (20, 40, 60 and 7000 to 7080 in steps of 20 are free of them).`,
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
export const TEST_STACK_PORTS = shift(STACK_BASES[0]);
/** The stack the persistence test stops and starts again. */
export const RESTART_STACK_PORTS = shift(STACK_BASES[1]);
/** The browser tests' stack (test/e2e), with the web app. */
export const BROWSER_STACK_PORTS = shift(STACK_BASES[2]);
/** The `npm start` the signal test starts and stops (GraphQL + 10 and + 11 for the simulator). */
export const START_STACK_PORTS = shift(STACK_BASES[3]);
/** The handler tests' DynamoDB Local and Mercado Pago simulator (test/handler: no stack, no HTTP API). */
export const HANDLER_TEST_PORTS = { dynamodb: HANDLER_BASES.dynamodb + offset, payments: HANDLER_BASES.payments + offset };

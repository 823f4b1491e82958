// A client of Cognito's SRP sign-in for the tests' own accounts, on node's BigInt: the formulas
// Cognito's clients use (Amplify's AuthenticationHelper), written from the client's side:
// A = g^a, x = H(salt | H(poolName | userId | ":" | password)), S = (B − k·g^x)^(a + u·x). The local
// server's check is proven against independent clients elsewhere (cognito-srp-helper in the unit
// tests, Amplify itself in every browser test); this one is here because it is fast (a sign-in costs
// tens of milliseconds where the independent client takes seconds on a busy machine).
import { randomBytes } from 'node:crypto';
import { N, claimSignature, g, hashOfHex, k, modPow, padHex, scrambler, sessionKey, sha256Hex } from '../../infra/local/cognito-srp';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const two = (value: number) => String(value).padStart(2, '0');

/** TIMESTAMP as Cognito's clients write it: "Tue Dec 2 14:05:09 UTC 2026" (day not padded). */
const srpTimestamp = (now: Date): string =>
  `${DAYS[now.getUTCDay()]} ${MONTHS[now.getUTCMonth()]} ${now.getUTCDate()} ${two(now.getUTCHours())}:${two(now.getUTCMinutes())}:${two(now.getUTCSeconds())} UTC ${now.getUTCFullYear()}`;

export interface SrpClientSession {
  /** SRP_A for InitiateAuth USER_SRP_AUTH. */
  srpA: string;
  /** The ChallengeResponses for RespondToAuthChallenge PASSWORD_VERIFIER. */
  answer(parameters: Record<string, string | undefined>): Record<string, string>;
}

export function srpClientSession(userPoolId: string, password: string): SrpClientSession {
  const poolName = userPoolId.split('_')[1] ?? '';
  const secret = BigInt(`0x${randomBytes(32).toString('hex')}`);
  const clientValue = modPow(g, secret);
  return {
    srpA: clientValue.toString(16),
    answer(parameters) {
      const { SALT: salt, SRP_B: serverHex, SECRET_BLOCK: secretBlock, USER_ID_FOR_SRP: userId } = parameters;
      if (!salt || !serverHex || !secretBlock || !userId)
        throw new Error('PASSWORD_VERIFIER without SALT, SRP_B, SECRET_BLOCK or USER_ID_FOR_SRP');
      const serverValue = BigInt(`0x${serverHex}`);
      const u = scrambler(clientValue, serverValue);
      const x = hashOfHex(padHex(BigInt(`0x${salt}`)) + sha256Hex(`${poolName}${userId}:${password}`));
      const base = (((serverValue - k * modPow(g, x)) % N) + N) % N;
      const premaster = modPow(base, secret + u * x);
      const timestamp = srpTimestamp(new Date());
      return {
        USERNAME: userId,
        PASSWORD_CLAIM_SECRET_BLOCK: secretBlock,
        TIMESTAMP: timestamp,
        PASSWORD_CLAIM_SIGNATURE: claimSignature({ key: sessionKey(premaster, u), poolName, userId, secretBlock, timestamp }),
      };
    },
  };
}

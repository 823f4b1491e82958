// The server side of Cognito's Secure Remote Password sign-in (USER_SRP_AUTH → PASSWORD_VERIFIER),
// the arithmetic only. Cognito's variant of SRP-6a, as its clients compute it (Amplify v6's
// AuthenticationHelper, the AWS SDKs' helpers): the 3072-bit group of RFC 5054 with g = 2, SHA-256,
// k = H(N | g), u = H(A | B), x = H(salt | H(poolName | userId | ":" | password)), every number
// hashed in its two's-complement hex form (padHex); the session key is HKDF-SHA256 of S with u as
// salt and "Caldera Derived Key" as info, 16 bytes; the client proves it with
// HMAC-SHA256(key, poolName | userId | secret block | timestamp), base64.
// The server side: v = g^x, B = k·v + g^b, S = (A · v^u)^b. No well-kept library implements
// Cognito's variant for a server (decision 065), so the formulas are here, on node's BigInt and
// crypto, and the unit tests check them against an independent client implementation.
import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

// RFC 5054's 3072-bit group, the one Cognito uses.
const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';
export const N = BigInt(`0x${N_HEX}`);
export const g = 2n;

/** The number as Java's BigInteger.toByteArray() writes it, in hex: even length, "00" before a set top bit. */
export function padHex(value: bigint): string {
  if (value < 0n) throw new Error('padHex: SRP values are never negative');
  const hex = value.toString(16);
  const even = hex.length % 2 === 0 ? hex : `0${hex}`;
  return /^[89a-f]/i.test(even) ? `00${even}` : even;
}

export const sha256Hex = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');
export const hashOfHex = (hex: string): bigint => BigInt(`0x${sha256Hex(Buffer.from(hex, 'hex'))}`);

export const k = hashOfHex(padHex(N) + padHex(g));

/** base^exponent mod N, square and multiply (BigInt has no modular power of its own). */
export function modPow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let square = base % N;
  let rest = exponent;
  while (rest > 0n) {
    if (rest & 1n) result = (result * square) % N;
    square = (square * square) % N;
    rest >>= 1n;
  }
  return result;
}

/** Hex from the wire, leniently as Cognito reads it (clients send odd lengths and either case). */
export function parseSrpHex(hex: string): bigint | null {
  return /^[0-9a-f]{1,1600}$/i.test(hex) ? BigInt(`0x${hex}`) : null;
}

/** The password verifier v = g^x for a user and salt: what Cognito keeps instead of the password. */
export function passwordVerifier(input: { poolName: string; userId: string; password: string; salt: bigint }): bigint {
  const identity = sha256Hex(`${input.poolName}${input.userId}:${input.password}`);
  const x = hashOfHex(padHex(input.salt) + identity);
  return modPow(g, x);
}

/** A fresh salt for a verifier (16 random bytes, as Cognito's and Amplify's device verifiers use). */
export const newSalt = (): bigint => BigInt(`0x${randomBytes(16).toString('hex')}`);

/** The server's secret ephemeral b: 32 random bytes. */
export const newServerSecret = (): bigint => BigInt(`0x${randomBytes(32).toString('hex')}`);

/** The server's public ephemeral B = k·v + g^b (never 0 mod N for a b in range). */
export const serverPublicValue = (verifier: bigint, serverSecret: bigint): bigint => (k * verifier + modPow(g, serverSecret)) % N;

/** SRP-6a's safeguard: a client value A with A mod N = 0 would make the key known to anyone. */
export const isValidClientValue = (clientValue: bigint): boolean => clientValue % N !== 0n;

export interface PasswordClaim {
  poolName: string;
  userId: string;
  clientValue: bigint;
  serverSecret: bigint;
  verifier: bigint;
  /** The SECRET_BLOCK exactly as the client echoed it (base64). */
  secretBlock: string;
  /** The TIMESTAMP string the client signed ("Tue Dec 2 14:05:09 UTC 2026"). */
  timestamp: string;
  /** PASSWORD_CLAIM_SIGNATURE, base64. */
  signature: string;
}

/** u = H(A | B), the scrambler both sides derive from the public values. */
export const scrambler = (clientValue: bigint, serverValue: bigint): bigint => hashOfHex(padHex(clientValue) + padHex(serverValue));

/** The 16-byte key both sides derive from the shared secret S: HKDF-SHA256(S, salt u, "Caldera Derived Key"). */
export const sessionKey = (premaster: bigint, u: bigint): Buffer =>
  Buffer.from(hkdfSync('sha256', Buffer.from(padHex(premaster), 'hex'), Buffer.from(padHex(u), 'hex'), 'Caldera Derived Key', 16));

/** PASSWORD_CLAIM_SIGNATURE: HMAC-SHA256(key, poolName | userId | secret block bytes | timestamp), base64. */
export function claimSignature(input: { key: Buffer; poolName: string; userId: string; secretBlock: string; timestamp: string }): string {
  return createHmac('sha256', input.key)
    .update(
      Buffer.concat([
        Buffer.from(input.poolName),
        Buffer.from(input.userId),
        Buffer.from(input.secretBlock, 'base64'),
        Buffer.from(input.timestamp),
      ]),
    )
    .digest('base64');
}

/** The signature a client knowing the password computes for this claim: S = (A · v^u)^b on the server's side. */
function expectedClaimSignature(claim: Omit<PasswordClaim, 'signature'>): string {
  const u = scrambler(claim.clientValue, serverPublicValue(claim.verifier, claim.serverSecret));
  const premaster = modPow(claim.clientValue * modPow(claim.verifier, u), claim.serverSecret);
  return claimSignature({ ...claim, key: sessionKey(premaster, u) });
}

/** Whether the client proved it knows the password behind the verifier. */
export function isPasswordClaimValid(claim: PasswordClaim): boolean {
  if (!isValidClientValue(claim.clientValue)) return false;
  if (scrambler(claim.clientValue, serverPublicValue(claim.verifier, claim.serverSecret)) === 0n) return false;
  const expected = Buffer.from(expectedClaimSignature(claim), 'base64');
  const received = Buffer.from(claim.signature, 'base64');
  return expected.length === received.length && timingSafeEqual(expected, received);
}

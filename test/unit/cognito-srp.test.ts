// The local Cognito's SRP verifier (infra/local/cognito-srp.ts) against a client it did not write:
// cognito-srp-helper computes SRP_A and the PASSWORD_CLAIM_SIGNATURE as Cognito's clients do, and
// the server's check must accept exactly the claims made with the right password.
import { createSrpSession, signSrpSession } from 'cognito-srp-helper';
import { describe, expect, it } from 'vitest';
import {
  isPasswordClaimValid,
  isValidClientValue,
  newSalt,
  newServerSecret,
  padHex,
  parseSrpHex,
  passwordVerifier,
  serverPublicValue,
} from '../../infra/local/cognito-srp';

const POOL_ID = 'local_Pool7DZy4';
const POOL_NAME = 'Pool7DZy4';
const USER_ID = '2f1c3a1e-6b7d-4c55-9d63-1f0f8a5c2e10';
const PASSWORD = 'Entrena2026';
const SECRET_BLOCK = Buffer.from('an opaque block the server sealed').toString('base64');

/** One sign-in: the server's challenge for the stored password, the client's claim for the typed one. */
function claimFor(typedPassword: string, storedPassword = PASSWORD) {
  const client = createSrpSession(USER_ID, typedPassword, POOL_ID, false);
  const salt = newSalt();
  const verifier = passwordVerifier({ poolName: POOL_NAME, userId: USER_ID, password: storedPassword, salt });
  const serverSecret = newServerSecret();
  const signed = signSrpSession(client, {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: padHex(salt),
      SECRET_BLOCK,
      SRP_B: padHex(serverPublicValue(verifier, serverSecret)),
      USERNAME: USER_ID,
      USER_ID_FOR_SRP: USER_ID,
    },
  });
  const clientValue = parseSrpHex(client.largeA);
  if (clientValue === null) throw new Error('the client sent no SRP_A');
  return {
    poolName: POOL_NAME,
    userId: USER_ID,
    clientValue,
    serverSecret,
    verifier,
    secretBlock: SECRET_BLOCK,
    timestamp: signed.timestamp,
    signature: signed.passwordSignature,
  };
}

// The independent client (jsbn, crypto-js) takes seconds per claim on a busy 2-core machine.
describe('the SRP password verifier (Cognito USER_SRP_AUTH)', { timeout: 120_000 }, () => {
  it('accepts the claim of a client that knows the password', () => {
    expect(isPasswordClaimValid(claimFor(PASSWORD))).toBe(true);
  });

  it('refuses the claim made with a wrong password', () => {
    expect(isPasswordClaimValid(claimFor('Entrena2025'))).toBe(false);
  });

  it('refuses a right password for another user or pool, a changed timestamp or secret block, and another signature', () => {
    const claim = claimFor(PASSWORD);
    expect(isPasswordClaimValid({ ...claim, userId: 'another-user' })).toBe(false);
    expect(isPasswordClaimValid({ ...claim, poolName: 'OtherPool' })).toBe(false);
    expect(isPasswordClaimValid({ ...claim, timestamp: 'Mon Jan 1 00:00:00 UTC 2024' })).toBe(false);
    expect(isPasswordClaimValid({ ...claim, secretBlock: Buffer.from('another block').toString('base64') })).toBe(false);
    expect(isPasswordClaimValid({ ...claim, signature: claimFor(PASSWORD).signature })).toBe(false);
    expect(isPasswordClaimValid({ ...claim, signature: '' })).toBe(false);
  });

  it('refuses a client value that is 0 mod N (SRP-6a: it would make the key known)', () => {
    const claim = claimFor(PASSWORD);
    expect(isValidClientValue(0n)).toBe(false);
    expect(isValidClientValue(claim.clientValue)).toBe(true);
    expect(isPasswordClaimValid({ ...claim, clientValue: 0n })).toBe(false);
  });

  it('writes numbers as Cognito hashes them: even length, 00 before a set top bit', () => {
    expect(padHex(0x14n)).toBe('14');
    expect(padHex(0xecn)).toBe('00ec');
    expect(padHex(0xabcn)).toBe('0abc');
    expect(parseSrpHex('ABC')).toBe(0xabcn);
    expect(parseSrpHex('not hex')).toBeNull();
  });
});

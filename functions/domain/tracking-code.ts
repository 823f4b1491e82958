// Tracking codes the store gives at once for a consumer's request made at a distance
// (Disposición 954/2025 asks for one within 24 hours): "ARR-7K4M-Q2XP" for a revocation (Botón de
// arrepentimiento), "BAJ-…" for a service cancellation (Botón de baja).
import { randomBytes } from 'node:crypto';

// No 0/O, 1/I/L: read aloud or typed from an e-mail without confusion.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export type TrackingCodePrefix = 'ARR' | 'BAJ';

/** `<prefix>-XXXX-XXXX`: 8 random characters (31^8 ≈ 8.5e11). */
export function newTrackingCode(prefix: TrackingCodePrefix, random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(8);
  const chars = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${prefix}-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

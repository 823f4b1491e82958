// The WAF's rate-based rules, locally: the same definitions the CDK gives the web ACL
// (infra/shared/rate-rules.ts), applied in front of the local AppSync endpoint and the local
// Cognito. As WAF does, each rule counts, per client IP (the connection's peer address, never a
// header a client could write) or per value of its key header (a session's token; a request
// without it is not counted), the requests its scope matches over a trailing window; rules run
// in priority order and the first one over its limit blocks the request (blocked requests count
// too, so a client that keeps sending stays blocked until its rate falls below the limit).
// WAF's own counting is approximate (it aggregates every few seconds); this one is exact, which
// only makes local tests stricter. The managed rule groups (IP reputation, known bad inputs) are
// not reproduced.
import { RATE_RULES, WAF_BODY_INSPECTION_BYTES, type RateRule, type RequestMatch, type TextTransformation } from '../shared/rate-rules';

export interface FirewallRequest {
  /** The client's address as the server's socket sees it. */
  address: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body as received, or null where it is not inspected. */
  body: string | null;
}

export interface LocalFirewallOptions {
  /** The rules; the CDK's by default (tests inject shorter windows only to watch one pass). */
  rules?: readonly RateRule[];
  now?: () => number;
  /**
   * Addresses no rate rule counts (a WAF allow rule on an IP set, evaluated first). The test layers
   * drive hundreds of accounts from 127.0.0.1 and list it here; `npm start` lists none.
   */
  allowAddresses?: readonly string[];
}

export interface LocalFirewall {
  /** Counts the request and answers the rule that blocks it, or null when it may pass. */
  check(request: FirewallRequest): RateRule | null;
}

/** The peer address without the IPv4-mapped IPv6 prefix (::ffff:127.0.0.1 is 127.0.0.1). */
export const clientAddress = (remoteAddress: string | undefined): string => (remoteAddress ?? 'unknown').replace(/^::ffff:/, '');

const SIMPLE_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/**
 * WAF's JS_DECODE: \uHHHH (only the low byte is kept, except full-width ASCII FF01–FF5E, which
 * becomes its ASCII letter), \xHH, and \c for any other character c.
 */
function jsDecode(text: string): string {
  return text.replace(/\\(?:u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|([\s\S]))/g, (_escape, unicode?: string, hex?: string, other?: string) => {
    if (unicode) {
      const code = parseInt(unicode, 16);
      return String.fromCharCode(code >= 0xff01 && code <= 0xff5e ? code - 0xff00 + 0x20 : code & 0xff);
    }
    if (hex) return String.fromCharCode(parseInt(hex, 16));
    return SIMPLE_ESCAPES[other ?? ''] ?? other ?? '';
  });
}

const TRANSFORM: Record<TextTransformation, (text: string) => string> = {
  JS_DECODE: jsDecode,
  LOWERCASE: (text) => text.toLowerCase(),
};

function matches(match: RequestMatch, request: FirewallRequest): boolean {
  if (match.part === 'header') {
    const raw = request.headers[match.name.toLowerCase()];
    const value = Array.isArray(raw) ? raw.join(',') : raw;
    if (value === undefined) return false;
    return 'equals' in match ? value === match.equals : value.startsWith(match.startsWith);
  }
  if (request.body === null) return false;
  const inspected = match.transformations.reduce(
    (text, transformation) => TRANSFORM[transformation](text),
    request.body.slice(0, WAF_BODY_INSPECTION_BYTES),
  );
  return inspected.includes(match.contains);
}

/** The value a rule counts the request under, or null when the request lacks it (WAF skips the rule). */
function keyOf(rule: RateRule, request: FirewallRequest): string | null {
  if (rule.key.kind === 'ip') return request.address;
  const raw = request.headers[rule.key.name.toLowerCase()];
  const value = Array.isArray(raw) ? raw.join(',') : raw;
  return value === undefined || value === '' ? null : value;
}

export function createLocalFirewall(options: LocalFirewallOptions = {}): LocalFirewall {
  const rules = [...(options.rules ?? RATE_RULES)].sort((a, b) => a.priority - b.priority);
  const now = options.now ?? Date.now;
  const allowed = new Set(options.allowAddresses ?? []);
  /** rule name → key (address or header value) → times of its latest requests (at most limit + 1 are needed to decide). */
  const seen = new Map<string, Map<string, number[]>>(rules.map((rule) => [rule.name, new Map()]));

  return {
    check(request) {
      if (allowed.has(request.address)) return null;
      const at = now();
      for (const rule of rules) {
        const inScope = !rule.scope || rule.scope.some((match) => matches(match, request));
        if (inScope === (rule.scopeNegated ?? false)) continue;
        const key = keyOf(rule, request);
        if (key === null) continue;
        const byKey = seen.get(rule.name) ?? new Map<string, number[]>();
        const since = at - rule.windowSeconds * 1000;
        const times = (byKey.get(key) ?? []).filter((time) => time > since);
        times.push(at);
        if (times.length > rule.limit + 1) times.splice(0, times.length - (rule.limit + 1));
        byKey.set(key, times);
        if (times.length > rule.limit) return rule;
      }
      return null;
    },
  };
}

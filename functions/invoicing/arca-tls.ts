// Which TLS ARCA's hosts get. ARCA's production WSAA and WSFEv1 hosts negotiate only
// Diffie-Hellman suites with a 1024-bit group, which OpenSSL 3's default security level (2, the
// Lambda runtime's Node 24) refuses ("dh key too small"); homologación does not. The relaxed
// context (security level 1: 1024-bit DH accepted, certificates still verified against the
// public roots and the host name) goes to exactly the host names listed, never by suffix or
// pattern; every other host gets Node's defaults (decision 085).
import { Agent as HttpsAgent } from 'node:https';
import { rootCertificates } from 'node:tls';

/** Hosts that get the relaxed security level, by exact name; an extra CA only for the local stand-in. */
export interface ArcaTlsScope {
  legacyDhHosts: readonly string[];
  /** Local stack only: the stand-in's self-signed certificate, trusted besides the public roots. */
  extraCaPem?: string;
}

export const STRICT_TLS: ArcaTlsScope = { legacyDhHosts: [] };

/** OpenSSL's cipher string for ARCA's production hosts: the default suites at security level 1. */
export const LEGACY_DH_CIPHERS = 'DEFAULT:@SECLEVEL=1';

/** Whether this URL's host gets the relaxed security level. */
export function usesLegacyDh(url: string, scope: ArcaTlsScope): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' && scope.legacyDhHosts.includes(hostname.toLowerCase());
}

const agents = new Map<string, HttpsAgent>();

/** The HTTPS agent for a URL (kept per kind and CA, so connections are reused across invocations). */
export function agentFor(url: string, scope: ArcaTlsScope): HttpsAgent {
  const legacy = usesLegacyDh(url, scope);
  const key = `${legacy ? 'legacy' : 'strict'}|${scope.extraCaPem ?? ''}`;
  let agent = agents.get(key);
  if (!agent) {
    agent = new HttpsAgent({
      keepAlive: true,
      ...(legacy ? { ciphers: LEGACY_DH_CIPHERS } : {}),
      // `ca` replaces the public roots; the stand-in's certificate is added to them, not instead.
      ...(scope.extraCaPem ? { ca: [...rootCertificates, scope.extraCaPem] } : {}),
    });
    agents.set(key, agent);
  }
  return agent;
}

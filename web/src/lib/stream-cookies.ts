// The CloudFront signed cookies the lessons function issues with a topic's stream. The API
// (AppSync) cannot set cookies, so the page sets them: scoped to the stream's path (a course's
// ladders, or one preview's), living exactly as long as the signature, SameSite=Strict, Secure on
// https. On AWS the ladders are served by the store's own distribution (/streams/*), so the
// browser sends them with every playlist and segment request, native HLS included; locally the
// content server is the same host on another port, and cookies do not depend on the port.

export interface StreamCookieGrant {
  cookiePath: string;
  cookies: readonly { name: string; value: string }[];
  expiresAt: string;
}

export function setStreamCookies(grant: StreamCookieGrant, now: number = Date.now()): void {
  const maxAge = Math.max(0, Math.floor((Date.parse(grant.expiresAt) - now) / 1000));
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  for (const cookie of grant.cookies) {
    document.cookie = `${cookie.name}=${cookie.value}; Path=${grant.cookiePath}; Max-Age=${maxAge}; SameSite=Strict${secure}`;
  }
}

// An HTTP POST from a chosen loopback address (the whole 127/8 reaches a local server), so that
// per-address rules — the WAF's rates, the contact form's limit — can be tried without sharing the
// address every other test sends from.
import { request } from 'node:http';

export interface PostedAnswer {
  status: number;
  contentType: string;
  text: string;
}

export function postFrom(url: string, localAddress: string, headers: Record<string, string>, body: string): Promise<PostedAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        localAddress,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'] ?? '',
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let handedOut = 0;
/** A loopback address no other test of this run sends from. */
export function freshLoopbackAddress(): string {
  handedOut += 1;
  return `127.${(process.pid % 200) + 20}.${Math.floor(Math.random() * 250) + 1}.${(handedOut % 250) + 1}`;
}

// The local stand-in for Lambda Function URLs: one HTTP server serving each HTTP function (see
// httpFunctions in the resolver map) on its path, invoking the same handler module Lambda runs
// with the API Gateway payload format 2.0 event a Function URL sends, and writing back its
// structured answer.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { listen, readBody, sendJson } from './http';

export type FunctionUrlHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

export interface FunctionUrlServerOptions {
  port: number;
  /** Path → handler. */
  routes: Record<string, FunctionUrlHandler>;
}

// Function URLs accept up to 6 MB; notifications are tiny.
const MAX_BODY_BYTES = 6 * 1024 * 1024;

function toEvent(req: IncomingMessage, url: URL, body: string, port: number): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = query[name] === undefined ? value : `${query[name]},${value}`;
  const now = new Date();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers,
    ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
    requestContext: {
      accountId: 'anonymous',
      apiId: 'local',
      domainName: `localhost:${port}`,
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body ? { body } : {}),
    isBase64Encoded: false,
  };
}

export async function startFunctionUrlServer(options: FunctionUrlServerOptions): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', `http://localhost:${options.port}`);
      const handler = options.routes[url.pathname];
      if (!handler) {
        sendJson(res, 404, { message: 'Not Found' });
        return;
      }
      const result = await handler(
        toEvent(req, url, await readBody(req, MAX_BODY_BYTES, () => new Error('payload too large')), options.port),
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
      res.writeHead(result.statusCode ?? 200, headers);
      res.end(result.body ?? '');
    })().catch((error: unknown) => {
      console.error('local function URL failed', error);
      if (!res.headersSent) sendJson(res, 502, { message: 'Internal Server Error' });
    });
  });
  await listen(server, options.port);
  return { url: `http://localhost:${options.port}`, server };
}

// A local ARCA: the two SOAP services the store uses, with the documented message shapes, plus a
// control panel for testers.
//   POST /ws/services/LoginCms        WSAA loginCms (the signed TRA → token + sign, ~12 h; wsaa-service.ts)
//   POST /wsfev1/service.asmx         WSFEv1 FEDummy, FECompUltimoAutorizado, FECAESolicitar, FECompConsultar (wsfe-service.ts)
//   GET  /_arca                       control panel; /_arca/api/* the same as JSON
// With `weakDhTlsPort` the two services are served only over TLS on that port, with the weak
// Diffie-Hellman profile of ARCA's production hosts (weak-dh-tls.ts, decision 085); the panel stays
// on plain HTTP. Codes, texts and where ARCA reports each are ARCA's (docs/arca-stand-in.md, with
// their sources). Where ARCA's own documents disagree, the stand-in does either, chosen on the
// panel: where 10016 for the numbering goes (`outOfSequenceIn`) and the code for a CUIT the ticket
// does not represent (`cuitNotInTicket`); both ways are tested.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { child, parseXml } from '../../../functions/invoicing/soap';
import { listen, readBody, redirect, sendHtml, sendJson } from '../http';
import { WsaaFault } from './cms-verification';
import { soapFault, wsaaFault } from './soap-answers';
import { renderArcaPanel } from './stand-in-pages';
import { openStandInState } from './stand-in-state';
import { switchesAtStart } from './switches';
import { weakDhTls } from './weak-dh-tls';
import { createWsaa } from './wsaa-service';
import { createWsfe, UnsupportedByStandIn } from './wsfe-service';

export interface ArcaStandInOptions {
  /** 0: any free port (the answer's urls name the one taken). */
  port: number;
  /** WSAA and WSFEv1 only over TLS (TLS 1.2, DHE suites, 1024-bit group) on this port; 0: any free one. */
  weakDhTlsPort?: number;
  dataDir: string;
  /** The certificates WSAA accepts (the sellers' local certificates). */
  trustedCertificates: readonly string[];
  /** Life of a ticket (ARCA: 12 hours). */
  ticketLifetimeSeconds?: number;
  log?: (line: string) => void;
  now?: () => Date;
}

export interface ArcaStandIn {
  url: string;
  server: Server;
  wsaaUrl: string;
  wsfeUrl: string;
  /** With `weakDhTlsPort`: the TLS server and its self-signed certificate (for the client to trust). */
  tls: { server: Server; certificatePem: string } | null;
}

function sendXml(res: ServerResponse, status: number, xml: string): void {
  res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
  res.end(xml);
}

export async function startArcaStandIn(options: ArcaStandInOptions): Promise<ArcaStandIn> {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? (() => new Date());
  let url = `http://localhost:${options.port}`;
  const state = openStandInState(options.dataDir);
  const switches = switchesAtStart();
  const calls: { at: string; operation: string; outcome: string }[] = [];
  const record = (operation: string, outcome: string) => {
    calls.unshift({ at: now().toISOString(), operation, outcome });
    calls.length = Math.min(calls.length, 200);
  };
  const wsaa = createWsaa({
    state,
    switches,
    trustedCertificates: options.trustedCertificates,
    lifetimeMs: (options.ticketLifetimeSeconds ?? 12 * 3600) * 1000,
    now,
  });
  const wsfe = createWsfe({ state, switches, now, record });
  const soapOverTls = options.weakDhTlsPort !== undefined;
  /** The TLS handshakes the stand-in completed (latest first): protocol and suite agreed. */
  const handshakes: { at: string; protocol: string | null; cipher: string }[] = [];

  function applySettings(values: Record<string, unknown>): void {
    for (const name of ['wsaaDown', 'wsfeDown', 'dummyDown', 'refuseLogins'] as const) {
      if (typeof values[name] === 'boolean') switches[name] = values[name];
    }
    for (const name of ['badDocument', 'takeNumbers', 'dropAnswers'] as const) {
      const value = Number(values[name]);
      if (values[name] !== undefined && Number.isInteger(value) && value >= 0 && value <= 100) switches[name] = value;
    }
    if (values['outOfSequenceIn'] === 'observations' || values['outOfSequenceIn'] === 'errors')
      switches.outOfSequenceIn = values['outOfSequenceIn'];
    const cuitCode = Number(values['cuitNotInTicket']);
    if (values['cuitNotInTicket'] !== undefined && (cuitCode === 600 || cuitCode === 601)) switches.cuitNotInTicket = cuitCode;
  }

  const pathOf = (req: IncomingMessage) => new URL(req.url ?? '/', url).pathname.replace(/\/+$/, '') || '/';
  const isSoap = (req: IncomingMessage) => req.method === 'POST' && ['/ws/services/LoginCms', '/wsfev1/service.asmx'].includes(pathOf(req));
  const bodyOf = (req: IncomingMessage) => readBody(req, 1_000_000, () => new Error('body too large'));
  const unavailable = (res: ServerResponse) => sendHtml(res, 503, '<h1>503 Service Unavailable</h1>');

  function loginCms(res: ServerResponse, body: string): void {
    if (switches.wsaaDown) return unavailable(res);
    try {
      const xml = wsaa.loginCms(child(child(parseXml(body), 'Envelope'), 'Body'));
      record('loginCms', 'ticket otorgado');
      sendXml(res, 200, xml);
    } catch (error) {
      const fault = error instanceof WsaaFault ? error : new WsaaFault('cms.bad', 'El CMS no es valido');
      record('loginCms', fault.code);
      sendXml(res, 500, wsaaFault(fault.code, fault.message));
    }
  }

  function wsfeService(res: ServerResponse, body: string): void {
    if (switches.wsfeDown) return unavailable(res);
    const soapBody = child(child(parseXml(body), 'Envelope'), 'Body');
    const operation = soapBody && typeof soapBody === 'object' && !Array.isArray(soapBody) ? Object.keys(soapBody)[0] : undefined;
    const request = operation ? child(soapBody, operation) : undefined;
    if (operation === 'FEDummy') return sendXml(res, 200, wsfe.dummy());
    if (operation === 'FECompUltimoAutorizado') return sendXml(res, 200, wsfe.lastAuthorized(request));
    if (operation === 'FECompConsultar') return sendXml(res, 200, wsfe.consult(request));
    if (operation === 'FECAESolicitar') {
      let answer;
      try {
        answer = wsfe.requestCae(request);
      } catch (error) {
        if (error instanceof UnsupportedByStandIn) return sendXml(res, 500, soapFault('Client', error.message));
        throw error;
      }
      return answer === null ? unavailable(res) : sendXml(res, 200, answer);
    }
    sendXml(res, 500, soapFault('Client', `Operación no soportada por el stand-in: ${operation ?? '(ninguna)'}`));
  }

  async function handleSoap(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!isSoap(req)) return sendJson(res, 404, { message: `no route ${req.method ?? 'GET'} ${pathOf(req)}` });
    const body = await bodyOf(req);
    if (pathOf(req) === '/ws/services/LoginCms') return loginCms(res, body);
    wsfeService(res, body);
  }

  async function handlePanel(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = pathOf(req);
    const method = req.method ?? 'GET';
    if (isSoap(req)) {
      if (!soapOverTls) return handleSoap(req, res);
      return sendJson(res, 404, { message: `WSAA y WSFEv1 se sirven solo por TLS: ${tlsUrl}${path}` });
    }
    const body = method === 'POST' ? await bodyOf(req) : '';
    if (method === 'GET' && path === '/_arca') {
      return sendHtml(res, 200, renderArcaPanel({ switches, vouchers: state.vouchers(), tickets: state.tickets(), calls, now: now() }));
    }
    if (path === '/_arca/api/settings') {
      if (method === 'POST') applySettings(JSON.parse(body || '{}') as Record<string, unknown>);
      return sendJson(res, 200, switches);
    }
    if (method === 'GET' && path === '/_arca/api/vouchers') return sendJson(res, 200, state.vouchers());
    if (method === 'GET' && path === '/_arca/api/calls') return sendJson(res, 200, calls);
    if (method === 'GET' && path === '/_arca/api/tls') {
      return sendJson(res, 200, {
        wsaaUrl: `${tlsUrl}/ws/services/LoginCms`,
        wsfeUrl: `${tlsUrl}/wsfev1/service.asmx`,
        certificatePem: tls?.certificatePem ?? null,
        handshakes,
      });
    }
    if (method === 'GET' && path === '/_arca/api/tickets')
      return sendJson(
        res,
        200,
        state.tickets().map(({ token: _token, sign: _sign, ...ticket }) => ticket),
      );
    if (method === 'POST' && path === '/_arca/api/expire-tickets') return sendJson(res, 200, { expired: state.expireTickets(now()) });
    if (method === 'POST' && path === '/_arca/actions/settings') {
      const form = new URLSearchParams(body);
      applySettings({
        wsaaDown: form.has('wsaaDown'),
        wsfeDown: form.has('wsfeDown'),
        dummyDown: form.has('dummyDown'),
        refuseLogins: form.has('refuseLogins'),
        badDocument: form.get('badDocument') ?? undefined,
        takeNumbers: form.get('takeNumbers') ?? undefined,
        dropAnswers: form.get('dropAnswers') ?? undefined,
        outOfSequenceIn: form.get('outOfSequenceIn') ?? undefined,
        cuitNotInTicket: form.get('cuitNotInTicket') ?? undefined,
      });
      return redirect(res, '/_arca', 303);
    }
    if (method === 'POST' && path === '/_arca/actions/expire-tickets') {
      state.expireTickets(now());
      return redirect(res, '/_arca', 303);
    }
    if (path === '/') return redirect(res, '/_arca');
    sendJson(res, 404, { message: `no route ${method} ${path}` });
  }

  const answering =
    (handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>) => (req: IncomingMessage, res: ServerResponse) => {
      handler(req, res).catch((error: unknown) => {
        log(`ARCA local: error ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) sendXml(res, 500, soapFault('Server', 'Error interno del stand-in'));
      });
    };
  const server = createServer(answering(handlePanel));
  await listen(server, options.port);
  url = `http://localhost:${(server.address() as AddressInfo).port}`;
  let tlsUrl = url;
  let tls: ArcaStandIn['tls'] = null;
  if (options.weakDhTlsPort !== undefined) {
    const profile = weakDhTls(now());
    const tlsServer = createTlsServer(profile.options, answering(handleSoap));
    tlsServer.on('secureConnection', (socket: TLSSocket) => {
      handshakes.unshift({ at: now().toISOString(), protocol: socket.getProtocol(), cipher: socket.getCipher().name });
      handshakes.length = Math.min(handshakes.length, 200);
    });
    await listen(tlsServer, options.weakDhTlsPort);
    tlsUrl = `https://localhost:${(tlsServer.address() as AddressInfo).port}`;
    tls = { server: tlsServer, certificatePem: profile.certificatePem };
    log(`ARCA local: WSAA y WSFEv1 solo por TLS 1.2 con DH de 1024 bits (como producción) en ${tlsUrl}`);
  }
  log(`ARCA local (WSAA y WSFEv1) en ${url}/_arca`);
  return { url, server, wsaaUrl: `${tlsUrl}/ws/services/LoginCms`, wsfeUrl: `${tlsUrl}/wsfev1/service.asmx`, tls };
}

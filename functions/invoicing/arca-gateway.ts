// ARCA for one seller: the access ticket (kept in the table and reused until it is about to
// expire; renewed once when WSFEv1 says it no longer validates, errors 600/601) and the WSFEv1
// operations the invoice worker needs.
import type { ArcaEnvironment } from '../domain/invoice-rules';
import type { ArcaTicketsRepository, StoredTicket } from '../data/arca-tickets-repository';
import type { FiscalSettings } from '../domain/invoice-views';
import type { Seller } from '../generated/graphql';
import type { ArcaKeyPair } from './arca-credentials';
import type { ArcaTlsScope } from './arca-tls';
import { ArcaCallFailure } from './soap';
import { loginCms, signTicketRequest, ticketRequestFor, ticketRequestXml, WSAA_DESTINATIONS } from './wsaa';
import {
  consultVoucher,
  feDummy,
  lastAuthorized,
  requestCae,
  type ArcaMessage,
  type AuthorizedVoucher,
  type CaeAnswer,
  type VoucherRequest,
  type WsfeAuth,
  type WsfeEndpoint,
} from './wsfe';

export { ArcaCallFailure, isArcaCallFailure } from './soap';
export type { ArcaMessage, AuthorizedVoucher, CaeAnswer, VoucherRequest } from './wsfe';

const SERVICE = 'wsfe';
/** A ticket this close to its end is renewed rather than used (a call may take seconds). */
const RENEW_BEFORE_MS = 5 * 60_000;
/** WSFEv1's errors about the ticket itself (ValidacionDeToken, CUIT not in the token). */
const TICKET_ERRORS = new Set([600, 601]);

export interface ArcaSession {
  serverStatus(): Promise<boolean>;
  lastAuthorized(pointOfSale: number, voucherType: number): Promise<{ number: number | null; errors: ArcaMessage[] }>;
  requestCae(request: VoucherRequest): Promise<CaeAnswer>;
  consult(pointOfSale: number, voucherType: number, number: number): Promise<{ voucher: AuthorizedVoucher | null; errors: ArcaMessage[] }>;
}

export interface ArcaGateway {
  forSeller(fiscal: FiscalSettings): Promise<ArcaSession>;
}

export interface ArcaGatewayDependencies {
  tickets: ArcaTicketsRepository;
  keyPairOf: (seller: Seller) => Promise<ArcaKeyPair | null>;
  urls: (environment: ArcaEnvironment) => { wsaa: string; wsfe: string };
  timeoutMs: number;
  /** ARCA's production hosts by exact name, which get the relaxed TLS security level (arca-tls.ts). */
  tls: ArcaTlsScope;
  now: () => Date;
  logInfo?: (message: string, detail: unknown) => void;
}

export function createArcaGateway(deps: ArcaGatewayDependencies): ArcaGateway {
  return {
    async forSeller(fiscal) {
      const urls = deps.urls(fiscal.environment);
      const endpoint: WsfeEndpoint = { url: urls.wsfe, timeoutMs: deps.timeoutMs, tls: deps.tls };
      const cuit = fiscal.cuit.replace(/\D/g, '');

      async function login(): Promise<StoredTicket> {
        const keyPair = await deps.keyPairOf(fiscal.seller);
        if (!keyPair) throw new ArcaCallFailure('fault', `Falta el certificado de ARCA de ${fiscal.seller}.`, 'store.noCertificate');
        const tra = ticketRequestXml(ticketRequestFor(SERVICE, WSAA_DESTINATIONS[fiscal.environment], deps.now()));
        const ticket = await loginCms(urls.wsaa, signTicketRequest(tra, keyPair.certificate, keyPair.privateKey), deps.timeoutMs, deps.tls);
        await deps.tickets.put(cuit, fiscal.environment, SERVICE, ticket);
        deps.logInfo?.('ARCA ticket obtained', { seller: fiscal.seller, environment: fiscal.environment, expires: ticket.expirationTime });
        return ticket;
      }

      async function ticket(): Promise<StoredTicket> {
        const stored = await deps.tickets.get(cuit, fiscal.environment, SERVICE);
        if (stored && new Date(stored.expirationTime).getTime() - RENEW_BEFORE_MS > deps.now().getTime()) return stored;
        return login();
      }

      /** A call with the ticket; once more with a fresh ticket when WSFEv1 refuses the one it got. */
      async function withTicket<T extends { errors: ArcaMessage[] }>(operation: (auth: WsfeAuth) => Promise<T>): Promise<T> {
        const first = await ticket();
        const answer = await operation({ token: first.token, sign: first.sign, cuit });
        if (!answer.errors.some((error) => TICKET_ERRORS.has(error.code))) return answer;
        deps.logInfo?.('ARCA ticket refused; renewing', { seller: fiscal.seller, errors: answer.errors });
        await deps.tickets.remove(cuit, fiscal.environment, SERVICE);
        const fresh = await login();
        return operation({ token: fresh.token, sign: fresh.sign, cuit });
      }

      return {
        serverStatus: () => feDummy(endpoint),
        lastAuthorized: (pointOfSale, voucherType) => withTicket((auth) => lastAuthorized(endpoint, auth, pointOfSale, voucherType)),
        requestCae: (request) => withTicket((auth) => requestCae(endpoint, auth, request)),
        consult: (pointOfSale, voucherType, number) =>
          withTicket((auth) => consultVoucher(endpoint, auth, pointOfSale, voucherType, number)),
      };
    },
  };
}

// The stand-in's WSAA: loginCms verifies the CMS signature against the certificates it was given,
// the TRA's destination, service and time window, and refuses a second ticket while one is valid
// (coe.alreadyAuthenticated), as ARCA does. Faults are thrown as WsaaFault; the HTTP layer writes
// them as WSAA's Axis does (soap-answers.ts).
import { createHash, randomBytes } from 'node:crypto';
import { child, parseXml, textOf, xmlText, type XmlValue } from '../../../functions/invoicing/soap';
import { verifySignedTra, WsaaFault } from './cms-verification';
import { soapEnvelope } from './soap-answers';
import type { openStandInState } from './stand-in-state';
import type { ArcaSwitches } from './switches';

const WSAA_DESTINATION = /^cn=wsaa(homo)?,o=afip,c=ar,serialNumber=CUIT 33693450239$/i;
const DAY_MS = 86_400_000;
const fingerprintOf = (pem: string) => createHash('sha256').update(pem.replace(/\s+/g, '')).digest('hex');

export interface WsaaDependencies {
  state: ReturnType<typeof openStandInState>;
  switches: ArcaSwitches;
  trustedCertificates: readonly string[];
  lifetimeMs: number;
  now: () => Date;
}

export function createWsaa({ state, switches, trustedCertificates, lifetimeMs, now }: WsaaDependencies) {
  function loginCms(body: XmlValue | undefined): string {
    const signed = textOf(child(child(body, 'loginCms'), 'in0'));
    const verified = verifySignedTra(signed, trustedCertificates, now());
    // Faults and texts: WSAA's "Especificación Técnica" table, or the text ARCA was seen answering.
    const schemaFault = () => new WsaaFault('xml.bad', 'No se ha podido interpretar el XML contra el SCHEMA');
    let tra;
    try {
      tra = child(parseXml(verified.traXml), 'loginTicketRequest');
    } catch {
      throw schemaFault();
    }
    const header = child(tra, 'header');
    const destination = textOf(child(header, 'destination'));
    const service = textOf(child(tra, 'service'));
    const generation = new Date(textOf(child(header, 'generationTime')));
    const expiration = new Date(textOf(child(header, 'expirationTime')));
    const at = now();
    if (!header || !service || !/^\d+$/.test(textOf(child(header, 'uniqueId')))) throw schemaFault();
    if (Number.isNaN(generation.getTime()) || Number.isNaN(expiration.getTime())) throw schemaFault();
    // The destination is optional (the manual advises leaving it out); when given it must be WSAA's.
    if (destination && !WSAA_DESTINATION.test(destination)) {
      throw new WsaaFault('xml.destination.invalid', "El atributo 'destination' no se corresponde con el DN del WSAA");
    }
    if (generation > at || at.getTime() - generation.getTime() > DAY_MS) {
      throw new WsaaFault(
        'xml.generationTime.invalid',
        'generationTime posee formato o dato inválido (ej: en el futuro o más de 24 horas de antigüedad)',
      );
    }
    if (expiration <= at) throw new WsaaFault('xml.expirationTime.expired', 'El tiempo de expiración es inferior a la hora actual');
    // "Superior a 24 horas" reads as from now or from generationTime: a TRA refused either way.
    if (expiration.getTime() - at.getTime() > DAY_MS || expiration.getTime() - generation.getTime() > DAY_MS) {
      throw new WsaaFault('xml.expirationTime.invalid', 'El tiempo de expiración del documento es superior a 24 horas');
    }
    if (service !== 'wsfe') throw new WsaaFault('wsn.notFound', 'Servicio informado inexistente');
    if (switches.refuseLogins) throw new WsaaFault('coe.notAuthorized', 'Computador no autorizado a acceder al servicio');
    const fingerprint = fingerprintOf(verified.certificatePem);
    if (state.validTicketFor(fingerprint, service, at)) {
      throw new WsaaFault('coe.alreadyAuthenticated', 'El CEE ya posee un TA valido para el acceso al WSN solicitado');
    }
    const ticket = {
      token: randomBytes(48).toString('base64'),
      sign: randomBytes(32).toString('base64'),
      cuit: verified.cuit,
      service,
      certificateFingerprint: fingerprint,
      generationTime: at.toISOString(),
      expirationTime: new Date(at.getTime() + lifetimeMs).toISOString(),
    };
    state.grant(ticket);
    const response = [
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
      '<loginTicketResponse version="1.0"><header>',
      `<source>${xmlText(destination)}</source><destination>SERIALNUMBER=CUIT ${verified.cuit}, CN=local</destination>`,
      `<uniqueId>${Math.floor(at.getTime() / 1000)}</uniqueId><generationTime>${ticket.generationTime}</generationTime><expirationTime>${ticket.expirationTime}</expirationTime>`,
      `</header><credentials><token>${ticket.token}</token><sign>${ticket.sign}</sign></credentials></loginTicketResponse>`,
    ].join('');
    return soapEnvelope(
      `<loginCmsResponse xmlns="http://wsaa.view.sua.dvadac.desein.afip.gov"><loginCmsReturn>${xmlText(response)}</loginCmsReturn></loginCmsResponse>`,
    );
  }

  return { loginCms };
}

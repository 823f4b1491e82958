// What a tester can make the ARCA stand-in do, and how it starts: ARCA answering as it should. A
// module of its own because the server and its control panel both read it.

/** What a tester can make ARCA do (control panel and /_arca/api/settings). */
export interface ArcaSwitches {
  /** WSAA answers 503 (service down). */
  wsaaDown: boolean;
  /** WSFEv1 answers 503 (service down). */
  wsfeDown: boolean;
  /** FEDummy reports its servers down (the service answers, but says it cannot work). */
  dummyDown: boolean;
  /** WSAA refuses logins: coe.notAuthorized (the certificate is not associated to wsfe). */
  refuseLogins: boolean;
  /** The next N FECAESolicitar are refused for the receiver's document (10015, in the detail's Observaciones). */
  badDocument: number;
  /** Before each of the next N FECAESolicitar another system takes the next number (→ 10016). */
  takeNumbers: number;
  /** The next N FECAESolicitar are authorised but the answer is lost (503): FECompConsultar finds them. */
  dropAnswers: number;
  /**
   * Where 10016 for a number out of sequence goes: the request's Errors (ARCA's recorded answers,
   * the default) or the detail's Observaciones (the manual's example of FECAESolicitar).
   */
  outOfSequenceIn: 'errors' | 'observations';
  /** The code for a CUIT the ticket does not represent: 601 (the manual's table) or 600 (its example, later answers). */
  cuitNotInTicket: 601 | 600;
}

export const switchesAtStart = (): ArcaSwitches => ({
  wsaaDown: false,
  wsfeDown: false,
  dummyDown: false,
  refuseLogins: false,
  badDocument: 0,
  takeNumbers: 0,
  dropAnswers: 0,
  outOfSequenceIn: 'errors',
  cuitNotInTicket: 601,
});

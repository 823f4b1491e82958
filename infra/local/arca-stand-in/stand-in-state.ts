// The ARCA stand-in's memory, kept in its data folder between starts: the vouchers it authorised
// (per CUIT, point of sale and type) and the access tickets it granted. Written after each change.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface AuthorisedVoucher {
  cuit: string;
  pointOfSale: number;
  voucherType: number;
  number: number;
  concept: number;
  docType: number;
  docNumber: string;
  date: string;
  total: number;
  net: number;
  vat: number;
  receiverCondition: number;
  cae: string;
  caeDueDate: string;
  associated: { voucherType: number; pointOfSale: number; number: number } | null;
  processedAt: string;
}

export interface GrantedTicket {
  token: string;
  sign: string;
  cuit: string;
  service: string;
  certificateFingerprint: string;
  generationTime: string;
  expirationTime: string;
}

interface Persisted {
  vouchers: AuthorisedVoucher[];
  tickets: GrantedTicket[];
  caeCounter: number;
}

export function openStandInState(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'arca-state.json');
  const data: Persisted = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Persisted)
    : { vouchers: [], tickets: [], caeCounter: 0 };
  const save = () => writeFileSync(file, JSON.stringify(data));
  const sameSeries = (cuit: string, pointOfSale: number, voucherType: number) => (voucher: AuthorisedVoucher) =>
    voucher.cuit === cuit && voucher.pointOfSale === pointOfSale && voucher.voucherType === voucherType;
  return {
    lastNumber(cuit: string, pointOfSale: number, voucherType: number): number {
      return data.vouchers.filter(sameSeries(cuit, pointOfSale, voucherType)).reduce((last, voucher) => Math.max(last, voucher.number), 0);
    },
    /** The series' last voucher (its number and date are what ARCA compares the next one with). */
    lastVoucher(cuit: string, pointOfSale: number, voucherType: number): AuthorisedVoucher | null {
      return data.vouchers
        .filter(sameSeries(cuit, pointOfSale, voucherType))
        .reduce<AuthorisedVoucher | null>((last, voucher) => (!last || voucher.number > last.number ? voucher : last), null);
    },
    voucher(cuit: string, pointOfSale: number, voucherType: number, number: number): AuthorisedVoucher | null {
      return data.vouchers.find((voucher) => sameSeries(cuit, pointOfSale, voucherType)(voucher) && voucher.number === number) ?? null;
    },
    vouchers: (): readonly AuthorisedVoucher[] => data.vouchers,
    authorise(voucher: Omit<AuthorisedVoucher, 'cae'>): AuthorisedVoucher {
      data.caeCounter += 1;
      // A CAE is 14 digits; the stand-in's start with 7 like ARCA's and count up.
      const authorised = { ...voucher, cae: String(70_000_000_000_000 + data.caeCounter) };
      data.vouchers.push(authorised);
      save();
      return authorised;
    },
    ticket: (token: string): GrantedTicket | null => data.tickets.find((ticket) => ticket.token === token) ?? null,
    validTicketFor(fingerprint: string, service: string, now: Date): GrantedTicket | null {
      return (
        data.tickets.find(
          (ticket) => ticket.certificateFingerprint === fingerprint && ticket.service === service && new Date(ticket.expirationTime) > now,
        ) ?? null
      );
    },
    grant(ticket: GrantedTicket): void {
      data.tickets.push(ticket);
      save();
    },
    tickets: (): readonly GrantedTicket[] => data.tickets,
    /** The control panel's "vencer tokens": every ticket ends now. */
    expireTickets(now: Date): number {
      let expired = 0;
      for (const ticket of data.tickets) {
        if (new Date(ticket.expirationTime) > now) {
          ticket.expirationTime = new Date(now.getTime() - 1000).toISOString();
          expired += 1;
        }
      }
      save();
      return expired;
    },
    /** Another system issued a voucher on this series (numbers move on without the store). */
    issueElsewhere(cuit: string, pointOfSale: number, voucherType: number, now: Date, date: string): AuthorisedVoucher {
      const number = this.lastNumber(cuit, pointOfSale, voucherType) + 1;
      return this.authorise({
        cuit,
        pointOfSale,
        voucherType,
        number,
        concept: 2,
        docType: 99,
        docNumber: '0',
        date,
        total: 1,
        net: 1,
        vat: 0,
        receiverCondition: 5,
        caeDueDate: date,
        associated: null,
        processedAt: now.toISOString(),
      });
    },
  };
}

// The store's facts for the few views that need them (display name, the seller's legal identity,
// instalments). Set by the start sequence from /config.json, or before the first render from a
// published page's data (the publisher knows the same facts), so a published page can render
// before /config.json arrives and hydrate to the same markup.
import type { RuntimeConfig } from './runtime-config';

/** What a published page carries of the runtime configuration. */
export type StoreFacts = Pick<RuntimeConfig, 'storeName' | 'legalName' | 'cuit' | 'maxInstallments'>;

let current: StoreFacts | null = null;

export function setStoreConfig(config: StoreFacts): void {
  current = { storeName: config.storeName, legalName: config.legalName, cuit: config.cuit, maxInstallments: config.maxInstallments };
}

/** The store's own brand (seller STORE), e.g. "Impulso". */
export function storeName(): string {
  if (!current) throw new Error('Store config must be loaded before the app is ready');
  return current.storeName;
}

/** The seller's legal identity for the footer: razón social and CUIT (may be absent). */
export function legalIdentity(): { name: string; cuit: string | null } {
  if (!current) throw new Error('Store config must be loaded before the app is ready');
  return { name: current.legalName, cuit: current.cuit };
}

/** Most instalments Mercado Pago offers at checkout. */
export function maxInstallments(): number {
  if (!current) throw new Error('Store config must be loaded before the app is ready');
  return current.maxInstallments;
}

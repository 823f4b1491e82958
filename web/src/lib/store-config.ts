// The runtime configuration the start sequence read, for the few views that need it (the
// store's display name). Set once before the app is marked ready.
import type { RuntimeConfig } from './runtime-config';

let current: RuntimeConfig | null = null;

export function setStoreConfig(config: RuntimeConfig): void {
  current = config;
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

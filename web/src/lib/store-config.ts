// The store's display name for the few views that need it. Set by the start sequence from
// /config.json, or before the first render from a published page's data (the publisher knows
// the same name), so a published page can render before /config.json arrives.
import type { RuntimeConfig } from './runtime-config';

let current: string | null = null;

export function setStoreConfig(config: Pick<RuntimeConfig, 'storeName'>): void {
  current = config.storeName;
}

/** The store's own brand (seller STORE), e.g. "Impulso". */
export function storeName(): string {
  if (current === null) throw new Error('Store config must be loaded before the app is ready');
  return current;
}

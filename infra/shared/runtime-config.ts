// The shape of /config.json, the web's runtime configuration: written from the stack's outputs on
// AWS (infra/stacks/api-stack.ts), served by the local stack (infra/local/stack.ts), read and
// checked by the web at start (web/src/lib/runtime-config.ts). One build runs in both places.
export interface RuntimeConfig {
  region: string;
  graphqlUrl: string;
  apiKey: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Only locally: the Cognito-compatible server's address. */
  cognitoEndpoint: string | null;
  /** The store's own brand (seller STORE), e.g. "Impulso". */
  storeName: string;
  /** The seller's legal name and CUIT, shown in the footer (consumer law). */
  legalName: string;
  cuit: string | null;
  /** "Hasta N cuotas con Mercado Pago": the same maximum the checkout sends. */
  maxInstallments: number;
}

// The sellers: each item is sold by one, who has its own payment account and ARCA point of sale.
// The schema's `Seller` enum has the same words, so the handlers hand these to GraphQL as they are.

/** The two sellers, each with its own Mercado Pago account and ARCA point of sale. */
export const SELLERS = ['STORE', 'DELFI'] as const;
export type Seller = (typeof SELLERS)[number];

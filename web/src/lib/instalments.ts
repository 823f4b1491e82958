// What the store says beside "Hasta N cuotas": the store finances nothing and offers no cuotas sin
// interés, so the interest is the card's or Mercado Pago's, and Mercado Pago shows its CFT and TEA
// (what Res. E 51/2017 asks to be shown) before the buyer confirms. Never "sin interés".
export const INSTALMENTS_INTEREST_NOTE =
  'Las cuotas pueden tener interés de tu tarjeta: Mercado Pago te muestra el CFT y la TEA antes de pagar.';

// Prices are Argentine pesos shown as a buyer in Argentina reads them: "$ 45.600".
const ars = new Intl.NumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

export const formatPrice = (value: number): string => ars.format(value).replace(/\u00a0/g, ' ');

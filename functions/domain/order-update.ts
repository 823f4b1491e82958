// The contract of updateOrdersWithPaymentProvider shared by the server and the web's order queue.

/** The server reconciles at most this many orders per call; the web sends its newest first. */
export const MAX_ORDERS_PER_UPDATE = 20;

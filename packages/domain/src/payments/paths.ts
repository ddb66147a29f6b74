// Kept apart from the schemas so the web's entry chunk, which registers this route, does not load zod.

/** Where the payer's browser comes back to, with `payment_ref` and `status` query parameters. */
export const PAYMENT_RETURN_PATH = '/payment-return';

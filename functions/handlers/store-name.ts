// The store's display name for messages. Read without the full functions config so the Cognito
// message trigger needs no table or mail settings.
export const storeName = (): string => process.env['STORE_NAME'] || 'Impulso';

/**
 * Fired on window when the app's page takes the server's copy's place in the document
 * (app/server-content.ts, decision 0047). Until then the app renders off the document, so code that
 * looks elements up by id (the header's support slot) looks again on this event.
 */
export const APP_ATTACHED_EVENT = 'vm:app-attached';

/** The support module's front door: the in-app chat. It owns support_tickets and support_messages (and reads its reference lists). */
export { default as supportHttp } from './support.http.ts';

/**
 * The transport module's front door (issue 12; decision 0036): transportation requests of wholesale
 * orders, their one writer of transport_requests.status, the shipping categories and the round-timber
 * transporter's views. Accepting, picking up and delivering are workflows (workflows/transport-moves.ts)
 * that move the wholesale order along.
 */
export {
  cancelOpenRequest,
  handBackRequest,
  linkPhotos,
  lockRequest,
  moveRequest,
  openTransportRequest,
  transportSummary,
} from './transport-store.ts';
export { countOpenRequests, showRequest } from './transport-views.ts';
export { default as transportHttp } from './transport.http.ts';

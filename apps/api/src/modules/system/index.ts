/** The system module's front door: health and readiness. It owns no table. */
export { default as systemHttp } from './system.http.ts';

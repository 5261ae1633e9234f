/** Query values that are credentials (the admin's token on the impersonation link, a token being checked, a code). */
const SECRET_PARAMS = /([?&](?:admin_token|access_token|token|code)=)[^&#]*/gi;

/** A URL as it may be written to a log: credentials in the query string are replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** The request as the log shows it (Fastify's default fields, with the URL redacted). */
export function requestSerializer(req: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

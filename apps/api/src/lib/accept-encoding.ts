/** Whether the client takes a gzipped body: Accept-Encoding names gzip (or else *) with a q above 0. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (!header) return false;
  const q: Record<string, number> = {};
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q[name.trim()] = weight ? Number(weight.slice(2)) || 0 : 1;
  }
  const gzip = q.gzip ?? q['x-gzip'] ?? q['*'];
  return gzip !== undefined && gzip > 0;
}

import { storage } from './storage.ts';

/** Fetches a signed-in file from /api{path} (a PDF, a CSV) and hands it to the browser as a download named filename. */
export async function downloadFile(path: string, filename: string) {
  const res = await fetch(`/api${path}`, {
    headers: { authorization: `Bearer ${storage.get('accessToken')}`, 'x-language': storage.get('language') ?? 'es' },
  });
  if (!res.ok) throw new Error(String(res.status));
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

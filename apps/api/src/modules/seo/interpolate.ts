const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * A text's {{name}} placeholders filled in from `params`. One with no value (null or undefined)
 * becomes ''; with `keepUnknown`, one whose name is not in `params` at all is left as it is written.
 */
export function interpolate(text: string, params: Readonly<Record<string, unknown>>, { keepUnknown = false } = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (keepUnknown && !(name in params) ? whole : String(params[name] ?? '')));
}

/** The tabs of /pagina-vendedor, in order; `?tab=` takes a name or its index. */
export const LANDING_TABS = ['sell', 'transport', 'wholesale'] as const;
export type LandingTab = (typeof LANDING_TABS)[number];

/** The tab a `?tab=` value asks for: a tab name (any case) or its index; anything else is the first tab. */
export function tabFromParam(param: string | null | undefined): LandingTab {
  const value = param?.trim().toLowerCase() ?? '';
  if ((LANDING_TABS as readonly string[]).includes(value)) return value as LandingTab;
  if (/^\d+$/.test(value)) return LANDING_TABS[Number(value)] ?? LANDING_TABS[0];
  return LANDING_TABS[0];
}

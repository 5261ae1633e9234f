import { SUPPORT_SLOT_ID } from '../lib/support-panel.ts';

/**
 * Where the support chat button goes on a phone: the end of the sticky header (lib/support-panel.ts).
 * Empty, and taking no room, on wider screens where the button floats in the corner.
 */
export function SupportSlot() {
  return <div id={SUPPORT_SLOT_ID} className="support-slot" />;
}

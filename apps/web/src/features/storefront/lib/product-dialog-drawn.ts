/**
 * Whether a product's quick-order dialog open on arrival (a product offer's own URL, issue 21 item 6)
 * is drawn in place rather than in a portal: always in the server's render (a portal is not drawn
 * there, apps/web/src/entry-server.tsx), and in the browser while it hydrates a page the server drew
 * with the dialog open (`data-product-dialog`, app/server-content.ts), so that both draw the same
 * markup. A dialog mounted once the page has hydrated opens in its portal, as before.
 */
let drawnOpen = false;
export function setProductDialogDrawn(open: boolean) {
  drawnOpen = open;
}
export const productDialogDrawn = () => drawnOpen;

import { formatMoney, type Currency, type Language, localeOf, translate } from '@vedmarked/domain';
import PDFDocument from 'pdfkit';
import type { OrderDetail } from '@vedmarked/domain';

/** Norwegian VAT on firewood and accessories: prices include 25%. */
export const VAT_PCT = 25;

export interface Seller {
  name: string;
  organizationNumber: string | null;
  address: string | null;
  email: string | null;
}

const date = (iso: string, lang: Language) =>
  new Intl.DateTimeFormat(localeOf(lang), {
    timeZone: 'Europe/Oslo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));

/**
 * The invoice (for invoice orders) or receipt (card orders) of an order, as a PDF: seller, buyer,
 * lines, carry, shipping, discount, total with the VAT included, and the payment plan.
 */
export function renderInvoicePdf(order: OrderDetail, seller: Seller, lang: Language): Promise<Buffer> {
  const t = (k: string, p?: Record<string, unknown>) => translate(lang, k, p);
  const money = (n: number) => formatMoney(n, order.currency as Currency, lang).replace(/\u00a0|\u202f/g, ' ');
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${t('invoice-title')} ${order.id}`, Author: 'Vedmarked' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const invoice = order.payment_method === 'invoice';
  const invoiceNumber = order.payments.find((p) => p.invoice_number)?.invoice_number ?? `VM-${String(order.id).padStart(7, '0')}`;
  doc.fontSize(20).text(invoice ? t('invoice-title') : t('invoice-receipt-title'), { continued: false });
  doc.moveDown(0.3).fontSize(10).fillColor('#555');
  doc.text(`${t('invoice-number')}: ${invoiceNumber}`);
  doc.text(`${t('invoice-order')}: ${order.id}`);
  doc.text(`${t('invoice-date')}: ${date(order.created_at, lang)}`);
  const due = order.payments.find((p) => p.method === 'invoice')?.deadline;
  if (invoice && due) doc.text(`${t('invoice-due')}: ${date(due, lang)}`);
  doc.fillColor('#000').moveDown();

  const top = doc.y;
  doc.fontSize(11).text(t('invoice-seller'), 50, top, { underline: true });
  doc.fontSize(10).text(seller.name);
  if (seller.organizationNumber) doc.text(`${t('invoice-org-number')}: ${seller.organizationNumber} MVA`);
  if (seller.address) doc.text(seller.address);
  if (seller.email) doc.text(seller.email);
  doc.fontSize(11).text(t('invoice-buyer'), 320, top, { underline: true });
  const c = order.customer;
  doc.fontSize(10);
  if (c.company_name) doc.text(c.company_name, 320);
  if (c.organization_number) doc.text(`${t('invoice-org-number')}: ${c.organization_number}`, 320);
  doc.text(`${c.first_name} ${c.last_name}`, 320);
  doc.text(`${order.delivery.street}`, 320);
  doc.text(`${order.delivery.postcode} ${order.delivery.city}`, 320);
  doc.text(c.email, 320);
  doc.moveDown(2);

  const x = { name: 50, qty: 320, unit: 380, total: 470 };
  const row = (name: string, qty: string, unit: string, total: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(name, x.name, y, { width: 260 });
    const h = doc.y;
    doc.text(qty, x.qty, y, { width: 50, align: 'right' });
    doc.text(unit, x.unit, y, { width: 80, align: 'right' });
    doc.text(total, x.total, y, { width: 80, align: 'right' });
    doc.y = Math.max(h, doc.y) + 4;
    doc.x = 50;
  };
  row(t('invoice-product'), t('invoice-quantity'), t('invoice-unit-price'), t('invoice-amount'), true);
  doc.moveTo(50, doc.y).lineTo(550, doc.y).stroke('#999');
  doc.y += 4;
  for (const l of order.lines) row(l.name, String(l.quantity), money(l.unit_price), money(l.total));
  if (order.carry_price) row(t('invoice-carry'), '', '', money(order.carry_price));
  row(t('invoice-shipping'), '', '', money(order.shipping));
  if (order.period_extra) row(t('invoice-fast-delivery'), '', '', money(order.period_extra));
  if (order.discount) row(t('invoice-discount'), '', '', `-${money(order.discount)}`);
  doc.moveTo(50, doc.y).lineTo(550, doc.y).stroke('#999');
  doc.y += 4;
  row(t('invoice-total'), '', '', money(order.total), true);
  const vat = Math.round((order.total * VAT_PCT) / (100 + VAT_PCT));
  row(t('invoice-vat', { pct: VAT_PCT }), '', '', money(vat));
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(11).text(t('invoice-payments'), 50);
  doc.font('Helvetica').fontSize(10);
  for (const p of order.payments) {
    const when = p.paid_at ? date(p.paid_at, lang) : p.deadline ? `${t('invoice-due')} ${date(p.deadline, lang)}` : '';
    doc.text(`${t(`payment-stage-${p.stage}`)}: ${money(p.amount)} — ${t(`payment-status-${p.status}`)} ${when}`.trim());
  }
  doc.moveDown();
  doc.fontSize(8).fillColor('#555').text(t('invoice-footer'), 50, undefined, { width: 500 });
  doc.end();
  return done;
}

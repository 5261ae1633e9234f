import {
  type Currency,
  DEFAULT_MARKET_FEE_PCT,
  DEFAULT_TRANSPORT_FEE_PCT,
  formatMoney,
  groupSharePct,
  type Language,
  OWN_CUSTOMER_FEE_PCT,
  type SettlementDetail,
  translate,
} from '@vedmarked/domain';
import PDFDocument from 'pdfkit';

const day = (iso: string | null) => iso?.slice(0, 10) ?? '–';

/** The statement of a settlement as a PDF (A4 landscape): the §3 lines, their sums and the fee rule. */
/** The industry market's fees (decision 0044), named on a wholesaler's or transporter's statement. */
export interface MarketFees {
  market_fee_pct: number;
  transport_fee_pct: number;
}

/** The note under the table: how the fee (or a group's share) of this party's settlement is computed. */
function noteOf(s: SettlementDetail, t: Translate, standardFeePct: number, ownFeePct: number, sharePct: number, market?: MarketFees) {
  if (s.party_kind === 'group') return t('statement-group-note', { pct: sharePct });
  if (s.party_kind === 'wholesaler') return t('statement-market-note', { pct: market?.market_fee_pct ?? DEFAULT_MARKET_FEE_PCT });
  if (s.party_kind === 'transporter') return t('statement-transport-note', { pct: market?.transport_fee_pct ?? DEFAULT_TRANSPORT_FEE_PCT });
  return t('statement-note', { own: ownFeePct, standard: standardFeePct });
}

/** The fees and the dugnad group's share are the platform settings' (spec section 9's when not given). */
export function renderSettlementPdf(
  s: SettlementDetail,
  lang: Language,
  standardFeePct: number,
  ownFeePct: number = OWN_CUSTOMER_FEE_PCT,
  sharePct: number = groupSharePct(),
  market?: MarketFees,
): Promise<Buffer> {
  const t = (k: string, p?: Record<string, unknown>) => translate(lang, k, p);
  const money = (n: number) => formatMoney(n, s.currency as Currency, lang).replace(/\u00a0|\u202f/g, ' ');
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: `${t('statement-title')} ${s.id}`, Author: 'Vedmarked' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.fontSize(18).text(t('statement-title'));
  doc.moveDown(0.3).fontSize(10).fillColor('#444');
  doc.text(`${t('statement-number')}: ${s.id}`);
  // The party paid: a vendor, a dugnad's group, a wholesaler or a round-timber transporter (decision 0044).
  doc.text(`${t(`statement-${s.party_kind}`)}: ${s.vendor_name}`);
  doc.text(`${t('statement-period')}: ${s.period_start} – ${s.period_end}`);
  doc.text(`${t('statement-status')}: ${t(`statement-status-${s.status}`)}`);
  if (s.status === 'paid') doc.text(t('statement-paid-on', { date: day(s.paid_at), reference: s.bank_reference }));
  // Dugnad shares (decision 0039): what went to groups from a vendor's orders, or what a group earned.
  if (s.group_share !== 0) doc.text(`${t('statement-group-share')}: ${money(s.group_share)}`);
  doc.fillColor('#000').moveDown();

  table(doc, s, t, money);
  // A vendor's market purchases kept back from the payout, and what the transfer pays (decision 0049).
  if (s.market_netted !== 0) {
    doc.moveDown(0.5).font('Helvetica').fontSize(10);
    doc.text(`${t('statement-market-netted')}: −${money(s.market_netted)}`, 36);
    doc.font('Helvetica-Bold').text(`${t('statement-to-pay')}: ${money(s.to_pay)}`, 36);
    doc.font('Helvetica').fontSize(8).fillColor('#444').text(t('statement-market-netted-note'), 36).fillColor('#000');
  }
  doc
    .moveDown()
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#444')
    .text(noteOf(s, t, standardFeePct, ownFeePct, sharePct, market), 36);
  doc.end();
  return done;
}

type Translate = (k: string, p?: Record<string, unknown>) => string;

/** The lines and their sums, one row each, across the landscape page. */
function table(doc: PDFKit.PDFDocument, s: SettlementDetail, t: Translate, money: (n: number) => string) {
  const cols: [string, number, 'left' | 'right'][] = [
    [t('statement-order'), 44, 'left'],
    [t(s.party_kind === 'transporter' ? 'statement-transport' : 'statement-route'), 36, 'left'],
    [t('statement-buyer'), 100, 'left'],
    [t('statement-delivered'), 58, 'left'],
    [t('statement-paid'), 58, 'left'],
    [t('statement-amount'), 66, 'right'],
    [t('statement-amount-excl-vat'), 66, 'right'],
    [t('statement-fee'), 56, 'right'],
    [t('statement-fee-vat'), 56, 'right'],
    [t('statement-shipping-excl-vat'), 62, 'right'],
    [t('statement-payout-excl-vat'), 66, 'right'],
    [t('statement-payout'), 66, 'right'],
  ];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - 60) doc.addPage();
    const y = doc.y;
    let x = 36;
    let bottom = y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    cells.forEach((c, i) => {
      const [, width, align] = cols[i]!;
      doc.text(c, x, y, { width: width - 4, align });
      bottom = Math.max(bottom, doc.y);
      x += width;
    });
    doc.y = bottom + 3;
    doc.x = 36;
  };
  row(
    cols.map((c) => c[0]),
    true,
  );
  for (const l of s.lines)
    row([
      String(l.order_id),
      String(l.transport_request_id ?? l.route_id ?? '–'),
      l.buyer,
      day(l.delivery_date),
      day(l.payment_date),
      money(l.amount),
      money(l.amount_excl_vat),
      money(l.fee),
      money(l.fee_vat),
      money(l.shipping_excl_vat),
      money(l.payout_excl_vat),
      money(l.payout),
    ]);
  doc.moveTo(36, doc.y).lineTo(806, doc.y).stroke('#999');
  doc.y += 3;
  row(
    [
      t('statement-sum'),
      '',
      '',
      '',
      '',
      money(s.amount),
      money(s.amount_excl_vat),
      money(s.fee),
      money(s.fee_vat),
      money(s.shipping_excl_vat),
      money(s.payout_excl_vat),
      money(s.payout),
    ],
    true,
  );
}

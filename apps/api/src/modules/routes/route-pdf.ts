import { type Language, type RouteDetail, type RouteStop, translate } from '@vedmarked/domain';
import PDFDocument from 'pdfkit';
import { SHEET_PHOTO } from './route-sheet-photos.ts';

type Translate = (k: string, p?: Record<string, unknown>) => string;
const BOTTOM = 780;

/**
 * The route sheet a driver can use on paper (issue 9, item 5): the stops in order with arrival
 * times and the customer's time of day, names, phones, addresses, goods and sacks, services (with
 * the customer's placement photo), and the customer's comment as the note. In the reader's
 * language; pdfkit, like the invoice.
 */
export function renderRouteSheet(route: RouteDetail, lang: Language, photos: ReadonlyMap<number, Buffer> = new Map()): Promise<Buffer> {
  const t: Translate = (k, p) => translate(lang, k, p);
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: t('route-sheet-title', { id: route.id }), Author: 'Vedmarked' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.fontSize(18).text(t('route-sheet-title', { id: route.id }));
  doc.moveDown(0.3).fontSize(10).fillColor('#444');
  doc.text(
    t('route-sheet-summary', {
      date: route.delivery_date,
      departure: route.departure_time,
      vehicle: route.vehicle.car_number,
      distance: (route.distance_m / 1000).toFixed(1),
      duration: Math.round(route.duration_s / 60),
    }),
  );
  doc.text(t('route-sheet-fill', { volume: route.volume_pct, weight: route.weight_pct, sacks: route.sacks }));
  doc.fillColor('#000').moveDown();

  for (const stop of route.stops) writeStop(doc, stop, t, photos.get(stop.order_id));
  doc.end();
  return done;
}

/** One stop: its heading, who and where, the goods, the services and the note, then the placement photo. */
function writeStop(doc: PDFKit.PDFDocument, stop: RouteStop, t: Translate, photo: Buffer | undefined) {
  // Keep a stop on one page: about 110 points of text, and the photo.
  if (doc.y + 110 + (photo ? SHEET_PHOTO.height + 20 : 0) > BOTTOM) doc.addPage();
  doc
    .fontSize(12)
    .text(t('route-sheet-stop', { position: stop.position + 1, arrival: stop.arrival, from: stop.window_from, to: stop.window_to, order: stop.order_id }));
  doc.fontSize(10);
  doc.text(`${stop.customer.name} · ${t('route-sheet-phone')}: ${stop.customer.phone}`);
  doc.text(`${stop.customer.street}, ${stop.customer.postcode} ${stop.customer.city}`);
  for (const line of stop.lines) doc.text(`${line.quantity} × ${line.name}`, { indent: 12 });
  if (stop.services.length) doc.text(`${t('route-sheet-services')}: ${stop.services.map((s) => t(`route-sheet-service-${s}`)).join(', ')}`);
  if (stop.comment) doc.text(`${t('route-sheet-note')}: ${stop.comment}`);
  if (photo) {
    doc.moveDown(0.3).text(t('route-sheet-placement-photo'));
    const top = doc.y + 4;
    doc.image(photo, doc.page.margins.left, top, { fit: [SHEET_PHOTO.width, SHEET_PHOTO.height] });
    doc.y = top + SHEET_PHOTO.height;
  }
  doc.moveDown(0.8);
}

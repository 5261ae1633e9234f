import { type Language, type RouteDetail, translate } from '@vedmarked/domain';
import PDFDocument from 'pdfkit';

/**
 * The route sheet a driver can use on paper (issue 9, item 5): the stops in order with arrival
 * times, names, phones, addresses, goods, services and notes. pdfkit, like the invoice.
 */
export function renderRouteSheet(route: RouteDetail, lang: Language): Promise<Buffer> {
  const t = (k: string, p?: Record<string, unknown>) => translate(lang, k, p);
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

  for (const stop of route.stops) {
    if (doc.y > 720) doc.addPage();
    doc
      .fontSize(12)
      .text(t('route-sheet-stop', { position: stop.position + 1, arrival: stop.arrival, from: stop.window_from, to: stop.window_to, order: stop.order_id }));
    doc.fontSize(10);
    doc.text(`${stop.customer.name} · ${stop.customer.phone}`);
    doc.text(`${stop.customer.street}, ${stop.customer.postcode} ${stop.customer.city}`);
    for (const line of stop.lines) doc.text(`${line.quantity} × ${line.name}`, { indent: 12 });
    if (stop.services.length) doc.text(`${t('route-sheet-services')}: ${stop.services.map((s) => t(`route-sheet-service-${s}`)).join(', ')}`);
    if (stop.comment) doc.text(`${t('route-sheet-note')}: ${stop.comment}`);
    doc.moveDown(0.8);
  }
  doc.end();
  return done;
}

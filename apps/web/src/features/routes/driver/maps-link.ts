/**
 * A link that opens a stop in the phone's map app (issue 9, item 6): Apple Maps on an iPhone or
 * iPad, a geo: URI on Android (which offers every installed map app), and OpenStreetMap elsewhere.
 * The address is searched; coordinates are used only when the address was geocoded (a postcode's
 * centre is no place to drive to).
 */
export function mapsLink(
  stop: { customer: { street: string; postcode: string; city: string }; point: { lat: number; lon: number } },
  geocoded: boolean,
  userAgent: string,
): string {
  const address = `${stop.customer.street}, ${stop.customer.postcode} ${stop.customer.city}, Norway`;
  const at = `${stop.point.lat.toFixed(6)},${stop.point.lon.toFixed(6)}`;
  const q = encodeURIComponent(address);
  if (/iPhone|iPad|iPod|Macintosh.*Mobile/.test(userAgent)) return `https://maps.apple.com/?daddr=${geocoded ? at : q}&q=${q}`;
  if (/Android/.test(userAgent)) return geocoded ? `geo:${at}?q=${at}(${q})` : `geo:0,0?q=${q}`;
  if (geocoded) return `https://www.openstreetmap.org/?mlat=${stop.point.lat.toFixed(6)}&mlon=${stop.point.lon.toFixed(6)}#map=17/${at.replace(',', '/')}`;
  return `https://www.openstreetmap.org/search?query=${q}`;
}

/** A tel: link from a phone number as the customer typed it (spaces and dashes dropped). */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

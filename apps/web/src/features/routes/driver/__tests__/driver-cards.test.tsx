// @vitest-environment jsdom
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAt, stubBrowser, switchLanguage } from '../../../../components/__tests__/render.tsx';
import type { DriverRoute } from '../api/driver.ts';
import { DriverRouteCard } from '../components/DriverRouteCard.tsx';
import type { Outbox } from '../offline/use-outbox.ts';

const stop = (order_id: number, over: Partial<DriverRoute['stops'][number]> = {}): DriverRoute['stops'][number] => ({
  order_id,
  position: order_id,
  arrival: '09:10',
  arrival_s: 33000,
  time_window: 'morning',
  window_from: '08:00',
  window_to: '12:00',
  order_status: 'inProgress',
  delivered: false,
  customer: { name: 'Kari Nordmann', phone: '+47 900 00 002', street: 'Dronningens gate 15', postcode: '0152', city: 'Oslo' },
  lines: [{ name: 'Birch 40 L', quantity: 10 }],
  services: ['carry_and_placement'],
  comment: 'Ring on the door',
  point: { lat: 59.91, lon: 10.75 },
  photos: [],
  ...over,
});

const route = (over: Partial<DriverRoute> = {}): DriverRoute =>
  ({
    id: 7,
    delivery_date: '2030-01-15',
    departure_time: '08:00',
    started_at: '2030-01-15T07:00:00.000Z',
    status_name: 'onRoute',
    vehicle: { id: 1, car_number: 'EL 12345' },
    points_source: 'postcode',
    actions: { update: false, start: false, complete: true, cancel: false },
    stops: [stop(1), stop(2, { delivered: true, photos: [{ id: 'u1', client_id: 'c1', url: '/api/uploads/u1?exp=1&sig=x' }] })],
    ...over,
  }) as DriverRoute;

const outbox = (over: Partial<Outbox> = {}): Outbox => ({
  items: [],
  sentStops: new Set(),
  sending: false,
  markDelivered: vi.fn(async () => undefined),
  addPhotos: vi.fn(async () => undefined),
  retryAll: vi.fn(async () => undefined),
  ...over,
});

async function show(r: DriverRoute, box: Outbox, online = true) {
  const client = new QueryClient();
  return renderAt(
    <QueryClientProvider client={client}>
      <ModalsProvider>
        <DriverRouteCard route={r} outbox={box} online={online} />
      </ModalsProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  stubBrowser();
  const i18n = await switchLanguage('en');
  await i18n.loadNamespaces(['driver', 'routes']);
});
afterEach(cleanup);

describe('the driver app’s route and stops', () => {
  it('shows a stop’s time, window, address, goods, services and note, with call and map links', async () => {
    await show(route(), outbox());
    const first = screen.getAllByTestId('driver-stop')[0]!;
    expect(first.textContent).toContain('1. 09:10 · Kari Nordmann');
    expect(first.textContent).toContain("Customer's window: morning 08:00–12:00 · order #1");
    expect(first.textContent).toContain('10 × Birch 40 L');
    expect(first.textContent).toContain('Carry and placement');
    expect(first.textContent).toContain("Customer's note: “Ring on the door”");
    expect(screen.getAllByRole('link', { name: 'Call Kari Nordmann (+47 900 00 002)' })[0]!.getAttribute('href')).toBe('tel:+4790000002');
    expect(screen.getAllByRole('link', { name: 'Open Dronningens gate 15, Oslo in the map app' })[0]!.getAttribute('href')).toMatch(/Dronningens/);
    // The delivered stop shows its photo from the server and no mark button.
    expect(screen.getByRole('img', { name: 'Delivery photo 1 of order #2' }).getAttribute('src')).toBe('/api/uploads/u1?exp=1&sig=x');
    expect(screen.getAllByTestId('stop-mark-delivered')).toHaveLength(1);
  });

  it('asks for a photo before the mark, queues photos and the mark, and shows what waits', async () => {
    const box = outbox();
    await show(route(), box);
    const mark = screen.getByTestId('stop-mark-delivered');
    expect((mark as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Take at least one photo of the delivered goods to mark the stop.').id).toBe(mark.getAttribute('aria-describedby'));
    const input = screen.getAllByTestId('stop-photo-input')[0] as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    expect(input.multiple).toBe(true);
    const file = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    expect(box.addPhotos).toHaveBeenCalledWith(7, 1, [file]);

    const queued = outbox({
      items: [
        {
          id: 'p1',
          kind: 'photo',
          routeId: 7,
          orderId: 1,
          createdAt: 1,
          attempts: 0,
          nextAt: 0,
          photo: { bytes: new ArrayBuffer(3), type: 'image/png', name: 'a.png' },
        },
      ],
    });
    cleanup();
    await show(route(), queued);
    expect(screen.getByRole('img', { name: 'Delivery photo 1 of order #1, waiting to be sent' })).toBeTruthy();
    expect(screen.getAllByTestId('stop-sync')[0]!.textContent).toBe('Waiting to send');
    const enabled = screen.getByTestId('stop-mark-delivered') as HTMLButtonElement;
    expect(enabled.disabled).toBe(false);
    fireEvent.click(enabled);
    expect(queued.markDelivered).toHaveBeenCalledWith(7, 1);
  });

  it('starts a new route after its confirmation, and only online', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { route: {}, changed: true, left_out: [] } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const fresh = route({ started_at: null, actions: { update: true, start: true, complete: false, cancel: true } });
    await show(fresh, outbox(), false);
    expect((screen.getByTestId('driver-start') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryAllByTestId('stop-mark-delivered')).toHaveLength(0);
    cleanup();
    await show(fresh, outbox(), true);
    fireEvent.click(screen.getByTestId('driver-start'));
    const confirm = await screen.findByTestId('dialog-start');
    fireEvent.click(confirm);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String((fetchMock.mock.calls[0] as unknown as [URL])[0])).toMatch(/\/api\/vendor\/routes\/start\/7$/);
    vi.unstubAllGlobals();
  });
});

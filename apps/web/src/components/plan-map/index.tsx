import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PlanMapProps } from './types.ts';

export type { PlanMapProps } from './types.ts';

/** Leaflet loads with the first map shown, never with the pages that have none. */
const Impl = lazy(() => import('./PlanMap.tsx'));

/** The plan map (hub, numbered stops and the route, or a hub and its radius), loaded on demand. */
export function PlanMap(props: PlanMapProps) {
  return (
    <Suspense fallback={<Skeleton h={360} radius="md" />}>
      <Impl {...props} />
    </Suspense>
  );
}

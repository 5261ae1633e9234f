import { type ReactNode, Suspense } from 'react';

/**
 * A part of a page the server draws (decision 0058) that the browser hydrates on its own: React
 * hydrates each Suspense boundary in a render and a commit of its own, so a page cut into a few of
 * them is attached to in several short tasks instead of one long one (issue 21: the home page's
 * single commit was ~180 ms on a phone slowed 4×). Nothing inside suspends (the page's answers are
 * in before it renders), so the fallback is never shown; on the client's own renders it is a no-op.
 * Keep fields a visitor may type into at once (the hero's postcode box) outside: a dehydrated part
 * takes clicks (React hydrates it first and replays them) but not text typed before it is hydrated.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

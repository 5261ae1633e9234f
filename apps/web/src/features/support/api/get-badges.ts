import { type Badges, POLLING_INTERVAL } from '@vedmarked/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api.ts';
import { publishBadges } from '../../../lib/badges.ts';
import { supportKeys } from './keys.ts';

export const getBadges = (role: string) => api<Badges>(`/${role}/badges`);

/**
 * The navigation counters: loaded once, kept current by the live stream, and polled every 60 s as
 * the fallback (spec section 9). Published for the dashboard navigation.
 */
export function useBadges(role: string | null) {
  const query = useQuery({
    queryKey: supportKeys.badges(role ?? 'guest'),
    queryFn: () => getBadges(role!),
    enabled: !!role,
    refetchInterval: POLLING_INTERVAL,
    staleTime: POLLING_INTERVAL,
  });
  const messages = role ? (query.data?.messages ?? 0) : 0;
  useEffect(() => {
    publishBadges({ messages });
  }, [messages]);
  return messages;
}

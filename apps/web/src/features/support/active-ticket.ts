import { useEffect } from 'react';

/** The ticket whose conversation is on screen: an answer arriving there is read at once. */
let active: number | null = null;

export const activeTicketId = () => active;

export function useActiveTicket(id: number, visible: boolean) {
  useEffect(() => {
    if (!visible || id <= 0) return;
    active = id;
    return () => {
      if (active === id) active = null;
    };
  }, [id, visible]);
}

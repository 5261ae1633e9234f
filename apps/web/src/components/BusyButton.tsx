import { Button, type ButtonProps, type ElementProps, Loader } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';

type Props = ButtonProps & ElementProps<'button', keyof ButtonProps> & { busy: boolean; leftSection?: ReactNode };

/**
 * A button that shows it is working without being disabled. Mantine's `loading` disables the
 * button, and a focused button that becomes disabled loses focus to the page at the next frame
 * (the browser's focus fixup): a keyboard user who added a product on a slow line found focus on
 * <body> (WCAG 2.4.3; the keyboard journey caught it under load). While busy, presses are ignored,
 * `aria-disabled` and `aria-busy` say so, and a spinner takes the left icon's place.
 */
export function BusyButton({ busy, onClick, leftSection, ...props }: Props) {
  return (
    <Button
      {...props}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      leftSection={busy ? <Loader size={16} color="currentColor" aria-hidden /> : leftSection}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        if (busy) e.preventDefault();
        else onClick?.(e);
      }}
    />
  );
}

import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './vendor-info.module.css';

/** A link that looks like a button and leads to `to`; its label wraps rather than being cut on a phone. */
export function CtaButton({ to, children, ...props }: ButtonProps & { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} classNames={{ root: classes.cta, label: classes.ctaLabel }} {...props}>
      {children}
    </Button>
  );
}

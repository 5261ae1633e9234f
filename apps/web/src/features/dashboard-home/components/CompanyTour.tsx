import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The tour's steps, each anchored to a part of the company form (its `data-tour` attribute). */
const STEPS = ['company-name', 'organization-number', 'bank-account', 'save'] as const;
const SPOTLIGHT = { outline: '3px solid var(--mantine-color-ember-7)', outlineOffset: '4px', borderRadius: '6px' };

/** Outlines the step's anchor and brings it into view; undoes it when the step changes. */
function useSpotlight(anchor: string | null) {
  useEffect(() => {
    if (!anchor) return;
    const el = document.querySelector<HTMLElement>(`[data-tour="${anchor}"]`);
    if (!el) return;
    const before = { outline: el.style.outline, outlineOffset: el.style.outlineOffset, borderRadius: el.style.borderRadius };
    Object.assign(el.style, SPOTLIGHT);
    el.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    return () => {
      Object.assign(el.style, before);
    };
  }, [anchor]);
}

/**
 * The company tour (spec §3 joyrideCompany; decision 0040): a non-modal step card over the company
 * form. Each step outlines its field and takes the focus to the step's title; Escape or "Skip tour"
 * ends it; at the end the focus returns to where it was. The form stays usable underneath.
 */
export function CompanyTour({ ready, onEnd }: { ready: boolean; onEnd: () => void }) {
  const { t } = useTranslation('dashboard');
  const [step, setStep] = useState(0);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const id = useId();
  useSpotlight(ready ? STEPS[step]! : null);

  useEffect(() => {
    returnTo.current ??= document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  }, []);
  useEffect(() => {
    if (ready) titleRef.current?.focus({ preventScroll: true });
  }, [ready]);
  /** Another step: its title takes the focus once it is drawn. */
  const go = (n: number) => {
    setStep(n);
    requestAnimationFrame(() => titleRef.current?.focus({ preventScroll: true }));
  };

  const end = () => {
    onEnd();
    const back = returnTo.current?.isConnected ? returnTo.current : document.querySelector<HTMLElement>('main h1');
    if (back && !back.hasAttribute('tabindex') && back.tagName === 'H1') back.setAttribute('tabindex', '-1');
    back?.focus();
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') end();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const last = step === STEPS.length - 1;
  const key = STEPS[step]!;
  return (
    <Paper
      withBorder
      shadow="md"
      radius="md"
      p="md"
      role="dialog"
      aria-modal={false}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid="company-tour"
      pos="sticky"
      top={72}
      style={{ zIndex: 150, borderColor: 'var(--mantine-color-ember-7)' }}
    >
      <Text size="xs" c="gray.7" fw={600}>
        {t('tour.step', { n: step + 1, of: STEPS.length })}
      </Text>
      <Title order={2} fz="h4" id={`${id}-title`} ref={titleRef} tabIndex={-1} mt={2}>
        {t(`tour.${key}-title`)}
      </Title>
      <Text size="sm" id={`${id}-text`} mt={4}>
        {t(`tour.${key}-text`)}
      </Text>
      <Group justify="space-between" mt="sm" wrap="wrap" gap="xs">
        <Button size="xs" variant="default" onClick={end}>
          {t('tour.skip')}
        </Button>
        <Group gap="xs">
          {step > 0 && (
            <Button size="xs" variant="default" onClick={() => go(step - 1)}>
              {t('tour.back')}
            </Button>
          )}
          <Button size="xs" onClick={() => (last ? end() : go(step + 1))}>
            {t(last ? 'tour.finish' : 'tour.next')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

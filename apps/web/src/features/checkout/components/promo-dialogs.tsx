import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconConfetti, IconMoodSad } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { groupSharePct, type PromoInfo } from '@vedmarked/domain';
import { formatDate } from '../../../lib/format-date.ts';

/** The success dialog of a code that came from the URL (spec section 4). */
export function showPromoWelcome(info: PromoInfo, t: TFunction<'checkout'>, _lang: string) {
  // A dugnad's group code (decision 0039): the group's offer, its vendor and the period the orders are delivered together in.
  const dugnad = info.kind === 'group' && info.group_name;
  const id = modals.open({
    title: dugnad ? t('promo.dugnad-title', { group: info.group_name }) : t('promo.welcome-title'),
    centered: true,
    children: (
      <Stack align="center" ta="center" data-testid="promo-success">
        <ThemeIcon size={56} radius="xl" variant="light" color="forest" aria-hidden>
          <IconConfetti size={32} />
        </ThemeIcon>
        <Text>
          {info.kind === 'neighbour'
            ? t('promo.neighbour-text', { name: info.first_name ?? '', vendor: info.vendor_name ?? '' })
            : dugnad
              ? t('promo.dugnad-text', { group: info.group_name, vendor: info.vendor_name ?? '', pct: info.share_pct ?? groupSharePct() })
              : t('promo.group-text', { vendor: info.vendor_name ?? '' })}
        </Text>
        {info.delivery_date_to && (
          <Text size="sm" c="gray.7">
            {t('promo.dates', { from: formatDate(info.delivery_date_from), to: formatDate(info.delivery_date_to) })}
          </Text>
        )}
        <Button onClick={() => modals.close(id)} data-autofocus>
          {t('promo.shop')}
        </Button>
      </Stack>
    ),
  });
}

/** The "sorry" dialog: the code was not found or has expired, and the stored values are cleared. */
export function showPromoSorry(expired: boolean, message: string, t: TFunction<'checkout'>) {
  const id = modals.open({
    title: expired ? t('promo.expired-title') : t('promo.sorry-title'),
    centered: true,
    children: (
      <Stack align="center" ta="center" data-testid="promo-sorry">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconMoodSad size={32} />
        </ThemeIcon>
        <Text>{message}</Text>
        <Button onClick={() => modals.close(id)} data-autofocus>
          {t('promo.ok')}
        </Button>
      </Stack>
    ),
  });
}

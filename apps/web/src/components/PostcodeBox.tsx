import { POSTCODE_SUGGEST_MIN_CHARS, type PostcodeEntry, sanitisePostcodeInput } from '@vedmarked/domain';
import { Autocomplete, type AutocompleteProps, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../lib/notify.ts';
import { findPostcode, savePostcode, searchPostcodes } from '../lib/postcode.ts';
import { useStored } from '../lib/storage.ts';

interface Props extends Pick<AutocompleteProps, 'size' | 'w' | 'maw'> {
  /** Called after a postcode is saved. */
  onSaved?: (entry: PostcodeEntry) => void;
  /** Show the label above the field (forms, dialogs) instead of only an accessible name. */
  withLabel?: boolean;
  autoFocus?: boolean;
}

/** Postcodes that start with what was typed (from 2 digits), as the box's options. */
function usePostcodeSuggestions(typed: string, stored: string | null) {
  const { t } = useTranslation();
  const prefix = typed.length >= POSTCODE_SUGGEST_MIN_CHARS ? typed : '';
  const suggestions = useQuery({
    queryKey: ['postcode-search', prefix],
    queryFn: ({ signal }) => searchPostcodes(prefix, signal),
    enabled: prefix.length >= POSTCODE_SUGGEST_MIN_CHARS && prefix !== stored,
    staleTime: 3_600_000,
  });
  const options = (suggestions.data ?? []).map((p) => ({
    value: p.code,
    label: p.deliverable ? `${p.code} ${p.city}` : `${p.code} ${p.city} (${t('postcode.no-home-delivery')})`,
  }));
  return { suggestions, options };
}

/** The suggestions' dropdown: in a portal, mounted only while open, opened by typing (not on focus). */
const DROPDOWN = { openOnFocus: false, comboboxProps: { withinPortal: true, keepMounted: false } } as const;

/**
 * The postcode box of spec sections 2, 4 and 5: only digits can be typed, at most 4; suggestions
 * from 2 digits (at most 20, by prefix); the code must exist; an invalid submit shows
 * validation-postcode after 100 ms. Suggestions open as digits are typed, not on focus: an empty
 * dropdown was placed again and again through the first visit's dialog animation (issue 21, TBT).
 */
export function PostcodeBox({ onSaved, withLabel, autoFocus, ...rest }: Props) {
  const { t } = useTranslation();
  const stored = useStored('postcode');
  const city = useStored('addressCity');
  const [value, setValue] = useState(stored ?? '');
  const [error, setError] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(value, 120);
  const errorTimer = useRef<number>(undefined);
  const latest = useRef(value);
  const optionSubmitted = useRef(false);
  const id = useId();

  useEffect(() => setValue(stored ?? ''), [stored]);

  const { suggestions, options } = usePostcodeSuggestions(debounced, stored);

  async function commit(code: string) {
    window.clearTimeout(errorTimer.current);
    if (!/^\d{4}$/.test(code)) {
      // validation-postcode shows after 100 ms (spec section 5)
      errorTimer.current = window.setTimeout(() => setError(t('errors:validation-postcode')), 100);
      return;
    }
    const entry = suggestions.data?.find((p) => p.code === code) ?? (await findPostcode(code).catch(() => null));
    if (!entry) {
      setError(t('errors:message-postcode-not-found'));
      return;
    }
    // PO-box-only and service codes are refused for delivery (spec section 2, issue 4).
    if (!entry.deliverable) {
      setError(t('errors:message-postcode-not-deliverable', { code: entry.code }));
      return;
    }
    setError(null);
    const saved = await savePostcode(entry);
    if (!saved) {
      setValue(stored ?? '');
      return;
    }
    notify('success', t('postcode.saved', { code: entry.code, city: entry.city }));
    onSaved?.(entry);
  }

  return (
    <Autocomplete
      id={id}
      label={withLabel ? t('postcode.label') : undefined}
      aria-label={withLabel ? undefined : t('postcode.label')}
      placeholder={t('postcode.placeholder')}
      value={value}
      data={options}
      filter={({ options: o }) => o}
      limit={20}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={4}
      autoFocus={autoFocus}
      // In a dialog, Mantine's focus trap moves focus to the element marked data-autofocus.
      data-autofocus={autoFocus || undefined}
      leftSection={<IconMapPin size={18} aria-hidden />}
      rightSection={suggestions.isFetching ? <Loader size="xs" /> : null}
      rightSectionWidth={city && value === stored ? undefined : 28}
      description={!withLabel ? undefined : city && value === stored ? city : undefined}
      error={error}
      onChange={(raw) => {
        const next = sanitisePostcodeInput(raw);
        // A picked suggestion's label arrives after onOptionSubmit: same code, so its answer stays (issue 18, item 3).
        if (next !== latest.current) setError(null);
        latest.current = next;
        setValue(next);
      }}
      onOptionSubmit={(code) => {
        optionSubmitted.current = true;
        latest.current = code;
        setValue(code);
        void commit(code);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          // An Enter on a highlighted suggestion is handled by onOptionSubmit.
          window.setTimeout(() => {
            if (optionSubmitted.current) optionSubmitted.current = false;
            else void commit(latest.current);
          }, 0);
        }
      }}
      {...DROPDOWN}
      data-testid="postcode-box"
      {...rest}
    />
  );
}

import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    // The name is on the status region: axe does not allow aria-label on the spinner itself.
    <Center mih={240} role="status" aria-live="polite" aria-label="…" data-loading>
      <Loader aria-hidden />
    </Center>
  );
}

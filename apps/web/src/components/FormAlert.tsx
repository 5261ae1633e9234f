import { Alert } from '@mantine/core';

/** A form's error about the whole submission, announced to screen readers; nothing when there is none. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}

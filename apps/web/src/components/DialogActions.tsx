import { Button, Group } from '@mantine/core';

interface Props {
  onCancel(): void;
  /** While the form is being saved. */
  saving: boolean;
  cancelLabel: string;
  saveLabel: string;
}

/** The buttons at the foot of a form in a dialog: cancel, then save (the form's submit). */
export function DialogActions({ onCancel, saving, cancelLabel, saveLabel }: Props) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={saving}>
        {saveLabel}
      </Button>
    </Group>
  );
}

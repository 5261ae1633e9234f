import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS as DndCSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './sortable-list.module.css';

export interface SortableListProps<Item> {
  items: readonly Item[];
  getId: (item: Item) => string | number;
  /** A short name of the item for announcements and button names ("Storgata 1, Oslo"). */
  getLabel: (item: Item) => string;
  /** The item's content; the list adds the handle, its position and the move buttons. */
  renderItem: (item: Item, index: number) => ReactNode;
  /** Called with the new order after every move (drop, button or keyboard); the parent stores it. */
  onReorder: (items: Item[], move: { from: number; to: number }) => void;
  /** The list's accessible name. */
  label: string;
  /** Read-only: no handle, no buttons. */
  disabled?: boolean;
}

type Direction = 'up' | 'down';

/** Drags move only up and down. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

function SortableItem({
  id,
  index,
  total,
  label,
  disabled,
  children,
  onMove,
}: {
  id: UniqueIdentifier;
  index: number;
  total: number;
  label: string;
  disabled: boolean;
  children: ReactNode;
  onMove: (index: number, direction: Direction) => void;
}) {
  const { t } = useTranslation('table');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const first = index === 0;
  const last = index === total - 1;
  return (
    <li
      ref={setNodeRef}
      className={classes.item}
      data-dragging={isDragging || undefined}
      data-sortable-id={String(id)}
      style={{ transform: DndCSS.Translate.toString(transform), transition }}
    >
      {!disabled && (
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="lg"
          className={classes.handle}
          {...attributes}
          {...listeners}
          aria-label={t('reorder.handle', { item: label })}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
      )}
      <span className={classes.position} aria-hidden>
        {index + 1}
      </span>
      <div className={classes.content}>{children}</div>
      {!disabled && (
        <Group gap={4} wrap="nowrap" className={classes.buttons}>
          {(['up', 'down'] as const).map((direction) => {
            const blocked = direction === 'up' ? first : last;
            return (
              <ActionIcon
                key={direction}
                variant="default"
                size="lg"
                data-move={direction}
                // aria-disabled, not disabled: focus stays on the button when the item reaches the end.
                aria-disabled={blocked || undefined}
                aria-label={t(direction === 'up' ? 'reorder.up-named' : 'reorder.down-named', { item: label })}
                title={t(direction === 'up' ? 'reorder.up' : 'reorder.down')}
                className={blocked ? classes.blocked : undefined}
                onClick={() => onMove(index, direction)}
              >
                {direction === 'up' ? <IconArrowUp size={18} aria-hidden /> : <IconArrowDown size={18} aria-hidden />}
              </ActionIcon>
            );
          })}
        </Group>
      )}
    </li>
  );
}

/**
 * A list the user can reorder (route stops, image order). Dragging by the handle works with a mouse,
 * a finger and the keyboard (space, arrows, space; dnd-kit announces each step), and every item also
 * has Move up / Move down buttons, so no dragging is needed at all (WCAG 2.5.7). Moves are announced
 * politely in the interface language, and focus stays on the moved item's button.
 */
export function SortableList<Item>({ items, getId, getLabel, renderItem, onReorder, label, disabled = false }: SortableListProps<Item>) {
  const { t } = useTranslation('table');
  const [message, setMessage] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const refocus = useRef<{ id: string; direction: Direction } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((item) => getId(item)), [items, getId]);
  const total = items.length;
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(id);
  const labelOf = (id: UniqueIdentifier) => {
    const item = items[indexOf(id)];
    return item === undefined ? String(id) : getLabel(item);
  };

  // The moved item's button keeps focus, wherever React put its element.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the parent applied a move
  useLayoutEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const row = [...(listRef.current?.children ?? [])].find((li) => (li as HTMLElement).dataset.sortableId === target.id);
    row?.querySelector<HTMLElement>(`[data-move="${target.direction}"]`)?.focus();
  }, [items]);

  const move = (from: number, direction: Direction) => {
    const to = direction === 'up' ? from - 1 : from + 1;
    const item = items[from];
    if (item === undefined) return;
    if (to < 0 || to >= total) {
      setMessage(t(direction === 'up' ? 'reorder.at-top' : 'reorder.at-bottom', { item: getLabel(item) }));
      return;
    }
    refocus.current = { id: String(getId(item)), direction };
    setMessage(t('reorder.moved', { item: getLabel(item), position: to + 1, total }));
    onReorder(arrayMove([...items], from, to), { from, to });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to), { from, to });
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('reorder.picked-up', { item: labelOf(active.id), position: indexOf(active.id) + 1, total }),
    onDragOver: ({ active, over }) => (over ? t('reorder.over', { item: labelOf(active.id), position: indexOf(over.id) + 1, total }) : undefined),
    onDragEnd: ({ active, over }) =>
      over
        ? t('reorder.dropped', { item: labelOf(active.id), position: indexOf(over.id) + 1, total })
        : t('reorder.cancelled', { item: labelOf(active.id), position: indexOf(active.id) + 1, total }),
    onDragCancel: ({ active }) => t('reorder.cancelled', { item: labelOf(active.id), position: indexOf(active.id) + 1, total }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('reorder.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul ref={listRef} className={classes.list} aria-label={label}>
          {items.map((item, index) => (
            <SortableItem key={ids[index]} id={ids[index]!} index={index} total={total} label={getLabel(item)} disabled={disabled} onMove={move}>
              {renderItem(item, index)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
      <VisuallyHidden role="status" aria-live="polite">
        {message}
      </VisuallyHidden>
    </DndContext>
  );
}

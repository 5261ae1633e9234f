export { SortableList } from './SortableList.tsx';

export { VendorDugnads } from './components/VendorDugnads.tsx';

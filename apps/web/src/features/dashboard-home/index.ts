/** The dashboard home feature's front door: the pieces the shell and other pages use. */
export { useDashboardHome, useFinishGuide } from './api/dashboard.ts';
export { CompanyTour } from './components/CompanyTour.tsx';
export { HomeCards } from './components/HomeCards.tsx';
export { HomeFaq } from './components/HomeFaq.tsx';
export { ShortcutNav } from './components/ShortcutNav.tsx';
export { ShortcutsPanel } from './components/ShortcutsPanel.tsx';

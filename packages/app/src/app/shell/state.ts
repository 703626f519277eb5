import { atomWithStorage } from 'jotai/utils';

/** Pinned keeps the top bar in view; unpinned it hides on scroll down (spec §2). Kept across visits. */
export const menuPinnedAtom = atomWithStorage<boolean>('pms.menuPinned', true);

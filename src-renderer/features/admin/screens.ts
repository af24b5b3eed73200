/** The administration screens, registered in `app/screens.ts` with one line. */
import type { ComponentType } from 'react';
import { AdminScreen } from './AdminScreen.js';
import { ProfileScreen } from './profile/ProfileScreen.js';

export const ADMIN_SCREENS: Readonly<Record<string, ComponentType>> = {
  '/admin': AdminScreen,
  '/profile': ProfileScreen,
};

/**
 * The screens that exist, by the path their navigation entry opens. Each feature adds its entry
 * here; a screen handles its own sub-paths (`/orders/new`, `/orders/:id`) with nested routes.
 */
import type { ComponentType } from 'react';
import { Dashboard } from '../features/dashboard/Dashboard.js';
import { SettingsScreen } from '../features/settings/SettingsScreen.js';

export const SCREENS: Readonly<Record<string, ComponentType>> = {
  '/': Dashboard,
  '/settings': SettingsScreen,
};

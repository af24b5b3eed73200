import type { settings as es } from '../es/settings.js';

export const settings: Record<keyof typeof es, string> = {
  'settings.title': 'Settings',
  'settings.locale': 'Language',
  'settings.locale.es-AR': 'Español (Argentina)',
  'settings.locale.en': 'English',
  'settings.server': 'Server',
  'settings.server.embedded': 'On this PC (a single desk)',
  'settings.server.remote': 'Shared server (several desks)',
  'settings.server.url': 'Server address',
  'settings.server.restart': 'A server change takes effect when the app is opened again.',
  'settings.printers': 'Printers',
  'settings.printer.default': "The system's default printer",
  'settings.printer.none': 'No printers found: the default one will be used.',
  'settings.paper': 'Paper',
  'settings.kind.order': 'Order receipts',
  'settings.kind.roadmap': 'Roadmaps',
  'settings.kind.buy': 'Buys',
  'settings.kind.cashflow': 'Cash slips',
  'settings.kind.payment': 'Payment receipts',
};

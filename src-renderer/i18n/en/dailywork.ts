import type { dailywork as es } from '../es/dailywork.js';

export const dailywork: Record<keyof typeof es, string> = {
  'money.edit': 'Edit',
  'money.edit.title': 'Edit entry No. {number}',
  'money.edit.hint': 'The amount, concept, payment method and description can change. To change who it was with, remove it and record it again.',
  'money.edit.transferHint': 'This is a transfer: the change applies to the other half too.',
  'money.edit.saved': 'Entry updated.',
  'money.edit.unchanged': 'Nothing was changed.',
  'buys.withdrawal.change': 'Change withdrawal',
  'buys.withdrawal.changeTitle': 'Withdrawal of buy No. {number}',
  'buys.withdrawal.changeHint': 'A charged withdrawal fee is deducted from the buy total. Without a withdrawal, the buy leaves its roadmap.',
  'buys.withdrawal.saved': 'Withdrawal updated.',
  'buys.print': 'Print buy',
  'buys.print.waitSync': 'It can be printed once the server numbers it.',
};

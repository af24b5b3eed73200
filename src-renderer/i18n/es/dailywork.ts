/** Finishing touches of the daily-work screens: editing cash entries, a buy's withdrawal after approval, printing a buy. */
export const dailywork = {
  'money.edit': 'Editar',
  'money.edit.title': 'Editar movimiento N.º {number}',
  'money.edit.hint': 'Se pueden cambiar el importe, el concepto, el medio de pago y la descripción. Para cambiar con quién fue, eliminalo y registralo de nuevo.',
  'money.edit.transferHint': 'Es una transferencia: el cambio se aplica también a la otra parte.',
  'money.edit.saved': 'Movimiento actualizado.',
  'money.edit.unchanged': 'No cambiaste nada.',
  'buys.withdrawal.change': 'Cambiar retiro',
  'buys.withdrawal.changeTitle': 'Retiro de la compra N.º {number}',
  'buys.withdrawal.changeHint': 'El costo del retiro cobrado se descuenta del total de la compra. Sin retiro, la compra sale de su hoja de ruta.',
  'buys.withdrawal.saved': 'Retiro actualizado.',
  'buys.print': 'Imprimir compra',
  'buys.print.waitSync': 'Se puede imprimir cuando el servidor la numere.',
};

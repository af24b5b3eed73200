/** The application menu, in Spanish, as data (roles do the work; labels are ours). */
import type { MenuItemConstructorOptions } from 'electron';
import { PRODUCT_NAME } from '../../src-shared/constants/house.js';

export function appMenuTemplate(options: { isMac: boolean; isPackaged: boolean }): MenuItemConstructorOptions[] {
  const quit: MenuItemConstructorOptions = { role: 'quit', label: options.isMac ? `Salir de ${PRODUCT_NAME}` : 'Salir' };
  const view: MenuItemConstructorOptions[] = [
    { role: 'reload', label: 'Recargar' },
    { type: 'separator' },
    { role: 'resetZoom', label: 'Tamaño real' },
    { role: 'zoomIn', label: 'Acercar' },
    { role: 'zoomOut', label: 'Alejar' },
    { type: 'separator' },
    { role: 'togglefullscreen', label: 'Pantalla completa' },
  ];
  // Developer tools only in development: a packaged app does not offer a way around the screens.
  if (!options.isPackaged) view.push({ type: 'separator' }, { role: 'toggleDevTools', label: 'Herramientas de desarrollo' });
  return [
    ...(options.isMac ? [{ label: PRODUCT_NAME, submenu: [{ role: 'about', label: `Acerca de ${PRODUCT_NAME}` }, { type: 'separator' }, quit] } satisfies MenuItemConstructorOptions] : []),
    { label: 'Archivo', submenu: [{ role: 'close', label: 'Cerrar ventana' }, ...(options.isMac ? [] : [{ type: 'separator' } as const, quit])] },
    {
      label: 'Editar',
      submenu: [
        { role: 'undo', label: 'Deshacer' },
        { role: 'redo', label: 'Rehacer' },
        { type: 'separator' },
        { role: 'cut', label: 'Cortar' },
        { role: 'copy', label: 'Copiar' },
        { role: 'paste', label: 'Pegar' },
        { role: 'selectAll', label: 'Seleccionar todo' },
      ],
    },
    { label: 'Ver', submenu: view },
    { label: 'Ventana', submenu: [{ role: 'minimize', label: 'Minimizar' }] },
    ...(options.isMac ? [] : [{ label: 'Ayuda', submenu: [{ role: 'about', label: `Acerca de ${PRODUCT_NAME}` }] } satisfies MenuItemConstructorOptions]),
  ];
}

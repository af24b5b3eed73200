/**
 * The browser host's printing: the main process hands back the rendered page, and the screen
 * prints it with the browser's own dialog from a hidden frame on a `blob:` page (the screens'
 * CSP allows `blob:` frames for exactly this). The frame goes away once the dialog closes, and the
 * cursor goes back to `returnTo` (the print button): the frame had it for the dialog, and removing
 * a frame that holds the cursor drops it on the page, where a keyboard user was lost.
 */
import { focusWhenLost } from '../../app/focusWhenLost.js';

/** How long a frame is kept when the browser never says the dialog closed. */
const FRAME_LIFETIME_MS = 120_000;

export function printHtml(html: string, title: string, returnTo: HTMLElement | null = null): Promise<void> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
    const frame = document.createElement('iframe');
    frame.title = title;
    frame.setAttribute('aria-hidden', 'true');
    frame.dataset.printFrame = 'true';
    // Zero-sized but laid out: a frame with display:none prints blank in Chromium.
    frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;';
    let done = false;
    const cleanup = () => {
      if (done) return;
      done = true;
      const hadCursor = document.activeElement === frame || document.activeElement === document.body;
      frame.remove();
      URL.revokeObjectURL(url);
      // The button may still be disabled while it shows it is busy: focusWhenLost waits for it.
      if (hadCursor && returnTo?.isConnected) focusWhenLost(() => returnTo);
    };
    frame.onload = () => {
      const view = frame.contentWindow;
      if (!view) {
        cleanup();
        reject(new Error('the print frame did not open'));
        return;
      }
      view.addEventListener('afterprint', cleanup);
      window.setTimeout(cleanup, FRAME_LIFETIME_MS);
      view.focus();
      view.print();
      resolve();
    };
    frame.src = url;
    document.body.appendChild(frame);
  });
}

/**
 * A screen reader hears which match Enter will pick only through the input's
 * `aria-activedescendant`. Mantine sets it as the arrow keys move, and only then: the highlight a
 * picker gives its first match as the matches arrive went unsaid, and after a new search the
 * attribute could still name an option no longer listed. This keeps every combobox input's
 * `aria-activedescendant` on the option highlighted (`data-combobox-selected`) in the list it
 * controls, or leaves it out when none is — for every picker, the customers' store's included.
 */

/** Mantine marks every combobox input so, open or not. */
const COMBOBOX_INPUT = '[aria-haspopup="listbox"]';
const HIGHLIGHTED = '[data-combobox-selected]';
const ACTIVE = 'aria-activedescendant';

function follow(root: Document): void {
  for (const input of root.querySelectorAll<HTMLElement>(COMBOBOX_INPUT)) {
    const listId = input.getAttribute('aria-controls');
    const highlighted = listId ? root.getElementById(listId)?.querySelector<HTMLElement>(HIGHLIGHTED) : null;
    const id = highlighted?.id || null;
    if (input.getAttribute(ACTIVE) === id) continue;
    if (id) input.setAttribute(ACTIVE, id);
    else input.removeAttribute(ACTIVE);
  }
}

/** Starts following; the function returned stops. */
export function followActiveDescendants(root: Document = document): () => void {
  const observer = new MutationObserver(() => follow(root));
  // Options come and go with each search (childList); the highlight, the list an input controls
  // and Mantine's own writes of the attribute are attribute changes.
  observer.observe(root.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-combobox-selected', 'aria-controls', ACTIVE] });
  return () => observer.disconnect();
}

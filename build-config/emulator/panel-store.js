// The team's panels as the dev server last compiled them. The generated panels module self-accepts hot updates and
// sets them here again, so an edit of a descriptor or data hook reaches the page without a page load.
const listeners = new Set();
let panels = [];

export function setPanels(next) {
  panels = next;
  for (const listener of listeners) listener();
}

export function subscribePanels(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentPanels = () => panels;

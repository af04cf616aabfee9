/**
 * The spec's mail selection: toggle one message, select all (of the page shown; when all of them
 * are selected already, it clears them), reset. Pure: every action returns a new set.
 */
export type MailSelection = ReadonlySet<string>;

export type MailSelectionAction =
  | { type: 'toggle'; id: string }
  | { type: 'selectAll'; ids: readonly string[] }
  | { type: 'reset' };

export function mailSelection(selection: MailSelection, action: MailSelectionAction): MailSelection {
  switch (action.type) {
    case 'toggle': {
      const next = new Set(selection);
      if (next.has(action.id)) next.delete(action.id);
      else next.add(action.id);
      return next;
    }
    case 'selectAll': {
      const next = new Set(selection);
      const all = action.ids.length > 0 && action.ids.every((id) => selection.has(id));
      for (const id of action.ids) {
        if (all) next.delete(id);
        else next.add(id);
      }
      return next;
    }
    case 'reset':
      return new Set();
  }
}

/** How the "select all" box shows for the page: all, some or none of its messages selected. */
export function pageSelectionState(
  selection: MailSelection,
  ids: readonly string[],
): 'all' | 'some' | 'none' {
  const chosen = ids.filter((id) => selection.has(id)).length;
  if (chosen === 0) return 'none';
  return chosen === ids.length ? 'all' : 'some';
}

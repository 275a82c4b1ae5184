/**
 * A press on the colour-mode toggle is answered in two frames. The first
 * shows the press was taken: the button's icon and label name the new mode.
 * The page takes its new colours in a task after that frame is drawn, because
 * restyling every element for the new colours is one long task on a slow phone
 * (issue #53): run inside the press, it would hold back the button's own
 * answer. A burst of presses applies only the last mode chosen, once.
 */

/** The attribute the theme's toggle icons follow (Docusaurus's `data-theme-choice`; `system` when none is chosen). */
export const CHOICE_ATTRIBUTE = 'data-theme-choice';

/** The value of CHOICE_ATTRIBUTE for a choice: Docusaurus writes `system` for no explicit choice. */
export function choiceAttributeValue(choice: string | null): string {
  return choice ?? 'system';
}

/**
 * Returns a function that takes each choice as it is pressed and applies the
 * latest one in a single `later` task: the presses of a burst that come before
 * that task runs are folded into it.
 */
export function applyLatestLater<Choice>(
  apply: (choice: Choice) => void,
  later: (task: () => void) => void,
): (choice: Choice) => void {
  let pending: {choice: Choice} | null = null;
  return (choice) => {
    const scheduled = pending !== null;
    pending = {choice};
    if (scheduled) return;
    later(() => {
      const latest = pending;
      pending = null;
      if (latest !== null) apply(latest.choice);
    });
  };
}

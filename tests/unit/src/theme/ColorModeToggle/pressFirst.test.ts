import {applyLatestLater, choiceAttributeValue} from '@site/src/theme/ColorModeToggle/pressFirst';
import {describe, expect, it} from 'vitest';

/** A `later` whose tasks run when the test says, as the browser runs them after a drawn frame. */
function queue() {
  const tasks: (() => void)[] = [];
  const later = (task: () => void) => {
    tasks.push(task);
  };
  const run = () => {
    for (const task of tasks.splice(0)) task();
  };
  return {later, run, tasks};
}

describe('applyLatestLater', () => {
  it('applies a press only in the later task, not during the press', () => {
    const applied: string[] = [];
    const {later, run} = queue();
    const press = applyLatestLater<string>((choice) => applied.push(choice), later);
    press('light');
    expect(applied).toEqual([]);
    run();
    expect(applied).toEqual(['light']);
  });

  it('folds a burst of presses into one application of the last choice', () => {
    const applied: (string | null)[] = [];
    const {later, run, tasks} = queue();
    const press = applyLatestLater<string | null>((choice) => applied.push(choice), later);
    press('light');
    press('dark');
    press(null);
    expect(tasks).toHaveLength(1);
    run();
    expect(applied).toEqual([null]);
  });

  it('schedules afresh for a press after the burst was applied', () => {
    const applied: string[] = [];
    const {later, run} = queue();
    const press = applyLatestLater<string>((choice) => applied.push(choice), later);
    press('light');
    run();
    press('dark');
    run();
    expect(applied).toEqual(['light', 'dark']);
  });
});

describe('choiceAttributeValue', () => {
  it('writes the chosen mode, or system for no choice, as Docusaurus does', () => {
    expect(choiceAttributeValue('dark')).toBe('dark');
    expect(choiceAttributeValue('light')).toBe('light');
    expect(choiceAttributeValue(null)).toBe('system');
  });
});

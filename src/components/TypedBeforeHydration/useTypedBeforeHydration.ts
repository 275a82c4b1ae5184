import {type RefObject, useEffect} from 'react';

/**
 * A server-rendered text field is on screen before the app hydrates it, and
 * what a reader types meanwhile is in the field but not in state: the next
 * render would wipe it. Once hydrated, this hands that text to `onTyped`
 * when it differs from the value the field mounted with.
 */
export function useTypedBeforeHydration(
  input: RefObject<HTMLInputElement | null>,
  mountedValue: string,
  onTyped: (text: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount, against the value the field mounted with
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== mountedValue) onTyped(typed);
  }, []);
}

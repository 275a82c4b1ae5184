/**
 * Runs steps one task each: the main thread is handed back to the browser
 * (to paint, to answer a tap) between them, so no step's work adds to
 * another's in one long task.
 */

/** Resolves in a new task. A message, not a timer: timers are clamped, and throttled in background tabs. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Each step starts in a task of its own, after the one before has settled; a step that fails stops the rest. */
export async function inTasks(
  steps: ReadonlyArray<() => unknown>,
  yieldTask: () => Promise<void> = nextTask,
): Promise<void> {
  for (const step of steps) {
    await yieldTask();
    await step();
  }
}

/** What the "Save the docs for offline reading" control says, in plain words. */
import type {OfflineReadingState} from './offlineReadingStore';
import type {SaveResult, SaveStep} from './saveAll';

export interface OfflineStatus {
  /** For the live region: changes only when the phase does, so screen readers hear each once. */
  message: string;
  /** The running count, shown beside the progress bar; not announced. */
  detail: string;
  progress: {value: number; max: number} | null;
  canRetry: boolean;
}

const RETRY_HINT = 'Check your connection and try again.';

const STEP_LABELS: Record<SaveStep, string> = {pages: 'Pages', files: 'Code and styles', search: 'Search index'};

export function offlineStatus(state: OfflineReadingState, currentVersion: string): OfflineStatus {
  const quiet = {detail: '', progress: null, canRetry: false};
  const {save} = state;
  if (save.phase === 'saving') {
    const message = 'Saving the docs for offline reading…';
    if (!save.progress) return {...quiet, message, detail: 'Reading the list of pages…'};
    const {step, done, total} = save.progress;
    return {
      ...quiet,
      message,
      detail: `${STEP_LABELS[step]}: ${done} of ${total}`,
      progress: {value: done, max: total},
    };
  }
  if (save.phase === 'done') {
    const what =
      save.result.search === 'saved' ? `all ${save.result.pages} pages and search` : `all ${save.result.pages} pages`;
    return {...quiet, message: `Done: ${what} are saved on this device and work offline.`};
  }
  if (save.phase === 'failed') return {...quiet, message: failureMessage(save.result), canRetry: true};
  if (!state.optedIn) return {...quiet, message: ''};
  if (state.savedVersion === currentVersion)
    return {...quiet, message: 'The docs are saved on this device and work offline.'};
  return {
    ...quiet,
    message: 'The docs have changed since they were saved; the new version is saved while you are online.',
  };
}

function failureMessage(result: SaveResult | null): string {
  if (!result) return `Saving could not start: the list of pages did not load. ${RETRY_HINT}`;
  const {failedPages, failedFiles, pages} = result;
  const parts = [
    failedPages.length ? `${failedPages.length} of ${pages} ${pages === 1 ? 'page' : 'pages'}` : '',
    failedFiles ? `${failedFiles} ${failedFiles === 1 ? 'file' : 'files'} of code` : '',
    result.search === 'failed' ? 'the search index' : '',
  ].filter(Boolean);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `Saving did not finish: ${list} could not be downloaded; the rest is saved. ${RETRY_HINT}`;
}

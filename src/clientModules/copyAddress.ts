/**
 * One delegated click handler for every address copy button on the site:
 * the address tables (server HTML kept through hydration), the address
 * directive in prose (plain HTML from the build) and the address checker.
 * A button carries its address in `data-copy-address`; the status element
 * right after it (an aria-live region) shows and announces "Copied" for two
 * seconds. The status is positioned over the page, so nothing moves.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {COPY_ATTRIBUTE, COPY_STATUS_CLASS} from '../components/CopyAddress/markup';
import '../components/CopyAddress/copyAddress.css';

const SHOWN_MS = 2000;
const timers = new WeakMap<Element, number>();

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

export async function writeText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyWithSelection(text);
  }
}

function showStatus(button: HTMLElement, message: string, ok: boolean): void {
  const status = button.nextElementSibling;
  if (!status?.classList.contains(COPY_STATUS_CLASS)) return;
  window.clearTimeout(timers.get(status));
  status.textContent = message;
  status.setAttribute('data-state', ok ? 'copied' : 'failed');
  button.setAttribute('data-state', ok ? 'copied' : 'failed');
  timers.set(
    status,
    window.setTimeout(() => {
      status.textContent = '';
      status.removeAttribute('data-state');
      button.removeAttribute('data-state');
    }, SHOWN_MS),
  );
}

async function onClick(event: MouseEvent): Promise<void> {
  const button = (event.target as Element | null)?.closest?.(`button[${COPY_ATTRIBUTE}]`);
  if (!(button instanceof HTMLElement)) return;
  event.preventDefault();
  const address = button.getAttribute(COPY_ATTRIBUTE) ?? '';
  const ok = await writeText(address);
  showStatus(button, ok ? 'Copied' : 'Copy failed', ok);
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', (event) => void onClick(event));
}

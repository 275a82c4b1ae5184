/**
 * Draws a badge into a slot of an address table kept as the server rendered
 * it. A React portal per slot would make React listen for every event type
 * on each slot (a page holds up to a few hundred), so the kept table draws its
 * badges itself; their Retry buttons are answered by one listener on the
 * table (retryChainOf).
 */
import type {BadgeView} from './badgeView';
import styles from './styles.module.css';

const RETRY_CHAIN = 'data-retry-chain';

function element(tag: string, className?: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function paintBadge(slot: Element, view: BadgeView, chainId: number): void {
  const badge = element('span', `${styles.badge} ${styles[view.tone]}`);
  badge.dataset.verification = view.verification;
  if (view.title !== undefined) badge.title = view.title;
  if (view.alert) badge.setAttribute('role', 'alert');
  if (view.fault !== undefined) badge.dataset.fault = view.fault;
  if (view.mismatch) {
    const detail = element('span', undefined, `${view.mismatch.source} returns `);
    detail.append(element('code', undefined, view.mismatch.onChain));
    badge.append(element('strong', undefined, view.text), detail);
  } else if (view.detail)
    badge.append(element('strong', undefined, view.text), element('span', undefined, view.detail));
  else badge.append(view.text);
  if (view.retry) {
    const retry = element('button', styles.retry, 'Retry');
    retry.setAttribute('type', 'button');
    retry.setAttribute(RETRY_CHAIN, String(chainId));
    badge.append(retry);
  }
  if (view.lastVerified) slot.replaceChildren(badge, element('span', styles.lastVerified, view.lastVerified));
  else slot.replaceChildren(badge);
}

/** The chain whose Retry button a click landed on, if any. */
export function retryChainOf(target: EventTarget | null): number | undefined {
  const button = target instanceof Element ? target.closest(`[${RETRY_CHAIN}]`) : null;
  return button ? Number(button.getAttribute(RETRY_CHAIN)) : undefined;
}

import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {chains} from '@site/src/data/addresses/chains';
import type {PublishedMatch} from '@site/src/data/addresses/lookup';
import type {ChainId} from '@site/src/data/addresses/types';
import type {CodePresence, Inspection} from '@site/src/ethereum/addressChecker';
import {formatInteger} from '@site/src/format/numbers';
import clsx from 'clsx';
import {type FormEvent, type ReactNode, useCallback, useId, useRef, useState} from 'react';
import CopyAddress from '../CopyAddress';
import {useEthereumSettings} from '../EthereumSettings/useEthereumSettings';
import {useTypedBeforeHydration} from '../TypedBeforeHydration/useTypedBeforeHydration';
import styles from './styles.module.css';

type CheckerModule = typeof import('@site/src/ethereum/addressChecker');

// Loaded on first use so viem stays out of the page's first load.
let checkerModule: Promise<CheckerModule> | undefined;
function loadChecker(): Promise<CheckerModule> {
  checkerModule ??= import('@site/src/ethereum/addressChecker').catch((error: unknown) => {
    checkerModule = undefined;
    throw error;
  });
  return checkerModule;
}

type Outcome =
  | {state: 'idle'}
  | {state: 'loading'}
  | {state: 'unavailable'}
  | {
      state: 'inspected';
      inspection: Inspection;
      /** Per chain read; absent for invalid input, which is never sent to a chain. */
      code?: Partial<Record<ChainId, CodePresence | 'reading'>>;
    };

function MatchItem({match}: {match: PublishedMatch}): ReactNode {
  const {entry} = match;
  return (
    <li className={styles.match}>
      <strong>{entry.name}</strong> on {match.chainName}, listed under “{match.groupTitle}” on{' '}
      <Link to={match.route}>{match.pageTitle}</Link>.{' '}
      {entry.status === 'current' ? (
        <span className={clsx(styles.status, styles.current)}>
          Current address{entry.label ? ` (${entry.label})` : ''}
        </span>
      ) : (
        <span className={clsx(styles.status, styles.deprecated)}>Deprecated: {entry.label ?? 'replaced'}</span>
      )}
      {match.productNotice && <span className={styles.notice}> {match.productNotice}</span>}
    </li>
  );
}

function CodeLine({
  chainId,
  code,
  onRetry,
}: {
  chainId: ChainId;
  code: CodePresence | 'reading';
  onRetry: () => void;
}): ReactNode {
  const chain = chains[chainId].name;
  if (code === 'reading')
    return (
      <li className={styles.code} data-checker-chain={chainId}>
        Reading {chain} for contract code…
      </li>
    );
  if (code.state === 'code')
    return (
      <li className={styles.code} data-checker-chain={chainId} data-code="code">
        On {chain}: contract code is deployed at this address ({formatInteger(code.bytes)} bytes).
      </li>
    );
  if (code.state === 'no-code')
    return (
      <li className={styles.code} data-checker-chain={chainId} data-code="no-code">
        On {chain}: there is no contract code at this address.
      </li>
    );
  return (
    <li className={styles.code} data-checker-chain={chainId} data-code="failed">
      On {chain}: not checked. {code.error.message}{' '}
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </li>
  );
}

type PublishedInspection = Extract<Inspection, {matches: PublishedMatch[]}>;

/** How the input was read: from an explorer link or typed, and whether its checksum was valid. */
function inputSource(parsed: PublishedInspection['parsed']): string {
  if (parsed.fromLink)
    return `(taken from the ${parsed.linkChain ? `${chains[parsed.linkChain].name} ` : ''}${parsed.fromLink === 'token' ? 'token' : 'address'} page link${parsed.checksummed ? '; checksum valid' : ', shown with its checksum'})`;
  return parsed.checksummed ? '(checksum valid)' : '(no checksum in the input; shown here with its checksum)';
}

/** What the checker learnt of a well-formed address: where Yearn publishes it, and its code on each chain read. */
function InspectedAddress({
  inspection,
  code,
  onRetry,
}: {
  inspection: PublishedInspection;
  code: Partial<Record<ChainId, CodePresence | 'reading'>> | undefined;
  onRetry: (chainId: ChainId) => void;
}): ReactNode {
  return (
    <>
      <p data-checker="address">
        <code className={styles.address}>{inspection.parsed.address}</code>
        <CopyAddress address={inspection.parsed.address} /> {inputSource(inspection.parsed)}
      </p>
      {inspection.matches.length > 0 ? (
        <div data-checker="published">
          <p className={styles.published}>This is a published Yearn address.</p>
          <ul className={styles.matches}>
            {inspection.matches.map((match) => (
              <MatchItem key={match.entry.id} match={match} />
            ))}
          </ul>
        </div>
      ) : (
        <p className={styles.unknown} data-checker="unknown">
          This address is not a published Yearn contract: it does not appear on any address page of this site. Do not
          treat it as a Yearn address.
        </p>
      )}
      {code && (
        <ul className={styles.codeLines} aria-label="On-chain result on each chain">
          {(Object.entries(code) as [string, CodePresence | 'reading'][]).map(([id, presence]) => (
            <CodeLine
              key={id}
              chainId={Number(id) as ChainId}
              code={presence}
              onRetry={() => onRetry(Number(id) as ChainId)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

/** The check of the typed value: parse and look it up, then read its code on each chain (again for one on retry). */
function useAddressCheck(value: string) {
  const settings = useEthereumSettings();
  const [outcome, setOutcome] = useState<Outcome>({state: 'idle'});
  const readCode = useCallback(
    async (inspection: Inspection, only?: ChainId) => {
      if (!inspection.parsed.ok || !('matches' in inspection)) return;
      const checker = await loadChecker();
      const read = only ? [only] : checker.chainsToRead(inspection);
      const address = inspection.parsed.address;
      const update = (chainId: ChainId, code: CodePresence | 'reading') =>
        setOutcome((current) =>
          current.state === 'inspected' && current.inspection === inspection
            ? {...current, code: {...current.code, [chainId]: code}}
            : current,
        );
      if (!only)
        setOutcome({state: 'inspected', inspection, code: Object.fromEntries(read.map((id) => [id, 'reading']))});
      else update(only, 'reading');
      await Promise.all(
        read.map(async (chainId) => update(chainId, await checker.readCodePresence(settings, address, chainId))),
      );
    },
    [settings],
  );

  const onSubmit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      setOutcome({state: 'loading'});
      let checker: CheckerModule;
      try {
        checker = await loadChecker();
      } catch {
        setOutcome({state: 'unavailable'});
        return;
      }
      const inspection = checker.inspectAddress(value);
      if (!inspection.parsed.ok) {
        setOutcome({state: 'inspected', inspection});
        return;
      }
      await readCode(inspection);
    },
    [value, readCode],
  );
  return {outcome, readCode, onSubmit};
}

/** Lets a reader paste any address and learn whether Yearn publishes it, and whether code exists there. */
export default function AddressChecker(): ReactNode {
  const inputId = useId();
  const messageId = useId();
  const [value, setValue] = useState('');
  // Until the page has hydrated, a click or Enter would submit the form natively and reload the
  // page, so the button waits for the app; what was typed meanwhile is taken over once hydrated.
  const hydrated = useIsBrowser();
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, value, setValue);

  const {outcome, readCode, onSubmit} = useAddressCheck(value);

  const invalid = outcome.state === 'inspected' && !outcome.inspection.parsed.ok;
  return (
    <div className={styles.checker}>
      <form onSubmit={onSubmit} className={styles.form} noValidate>
        <label htmlFor={inputId} className={styles.label}>
          Address to check
        </label>
        <div className={styles.row}>
          <input
            ref={input}
            id={inputId}
            className={styles.input}
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            placeholder="0x… or an explorer link"
            value={value}
            aria-invalid={invalid}
            aria-describedby={messageId}
            onFocus={() => void loadChecker().catch(() => undefined)}
            onChange={(event) => setValue(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={!hydrated}>
            Check address
          </button>
        </div>
      </form>
      <div id={messageId} className={styles.result} aria-live="polite">
        {outcome.state === 'loading' && <p>Checking…</p>}
        {outcome.state === 'unavailable' && (
          <p className={styles.error}>The checker could not be loaded. Check your connection and try again.</p>
        )}
        {outcome.state === 'inspected' && !outcome.inspection.parsed.ok && (
          <p className={styles.error} role="alert" data-checker="invalid">
            {outcome.inspection.parsed.message}
          </p>
        )}
        {outcome.state === 'inspected' && outcome.inspection.parsed.ok && 'matches' in outcome.inspection && (
          <InspectedAddress
            inspection={outcome.inspection}
            code={outcome.code}
            onRetry={(chainId) => void readCode(outcome.inspection, chainId)}
          />
        )}
      </div>
    </div>
  );
}

/**
 * The read panel of one view function: where to read (a published
 * deployment, or a pasted address on a chosen chain), the arguments typed by
 * the ABI, the decoded outputs in their units with the raw values to copy,
 * each fault in its own words, and the same read as code in four languages.
 * Render only: the state and every rule are in ./usePanelState.ts and
 * src/ethereum/read/.
 */
import CallCode from '@site/src/components/CallCode';
import CopyButton from '@site/src/components/CallCode/CopyButton';
import type {ChainId} from '@site/src/data/chains';
import type {EthereumSettings} from '@site/src/ethereum/config';
import {inputHint, shapeOf} from '@site/src/ethereum/read/abiInput';
import {readableChains} from '@site/src/ethereum/read/chainAdapter';
import type {OutputView, ReadFault} from '@site/src/ethereum/read/readCall';
import type React from 'react';
import {useId} from 'react';
import styles from './styles.module.css';
import {PASTED, usePanelState} from './usePanelState';

interface ReadPanelProps {
  name: string;
  inputs: number;
  route: string;
  abiUrl: string;
  settings: EthereumSettings;
}

const FAULT_TITLES: Record<ReadFault['kind'], string> = {
  'no-code': 'No contract at this address',
  reverted: 'The call reverted',
  node: 'The node did not answer',
  'wrong-chain': 'Wrong chain',
  malformed: 'Unexpected answer',
};

function Fault({fault, onRetry}: {fault: ReadFault; onRetry: () => void}): React.ReactElement {
  return (
    <div className={styles.fault} role="alert" data-fault={fault.kind}>
      <strong>{FAULT_TITLES[fault.kind]}.</strong> {fault.message}
      {fault.kind === 'node' && fault.retryable && (
        <>
          {' '}
          <button type="button" className={styles.retry} onClick={onRetry}>
            Retry
          </button>
        </>
      )}
    </div>
  );
}

function OutputRows({outputs, depth = 0}: {outputs: OutputView[]; depth?: number}): React.ReactElement {
  return (
    <>
      {outputs.map((output) => (
        <tr key={`${depth}-${output.name}`} data-output={output.name}>
          <th scope="row" style={depth > 0 ? {paddingLeft: `${depth + 0.75}rem`} : undefined}>
            <code>{output.name}</code> <span className={styles.type}>{output.type}</span>
          </th>
          <td>
            {output.fields ? (
              <span className={styles.type}>tuple, fields below</span>
            ) : (
              <>
                {output.display && <span className={styles.display}>{output.display}</span>}
                <code className={styles.raw}>{output.raw === '' ? '(empty)' : output.raw}</code>{' '}
                <CopyButton text={output.raw} label={`Copy the raw value of ${output.name}`} />
              </>
            )}
          </td>
        </tr>
      ))}
      {outputs.map((output) =>
        output.fields ? <OutputRows key={`${output.name}-fields`} outputs={output.fields} depth={depth + 1} /> : null,
      )}
    </>
  );
}

type PanelState = ReturnType<typeof usePanelState>;
type Param = NonNullable<Extract<PanelState['abiState'], {state: 'ready'}>['fn']>['inputs'][number];

/** Where to read: a published deployment, or a pasted address on a chosen chain. */
function WhereFields({id, panel}: {id: string; panel: PanelState}): React.ReactElement {
  const {deployments, where, setWhere, problems} = panel;
  const chainOptions = readableChains();
  return (
    <fieldset className={styles.fieldset}>
      <legend>Where</legend>
      <label className={styles.field}>
        <span>Deployment</span>
        <select
          value={where.choice}
          onChange={(event) => setWhere({...where, choice: event.target.value})}
          name="deployment"
        >
          {deployments.map((deployment) => (
            <option key={deployment.id} value={deployment.id}>
              {deployment.label} · {deployment.chainName} · {deployment.address.slice(0, 6)}…
              {deployment.address.slice(-4)}
            </option>
          ))}
          <option value={PASTED}>Another address…</option>
        </select>
      </label>
      {where.choice === PASTED && (
        <>
          <label className={styles.field}>
            <span>Chain</span>
            <select
              name="chain"
              value={where.chainId}
              onChange={(event) => setWhere({...where, chainId: Number(event.target.value) as ChainId})}
            >
              {chainOptions.map((chain) => (
                <option key={chain.id} value={chain.id}>
                  {chain.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>Address</span>
            <input
              name="address"
              type="text"
              spellCheck={false}
              autoComplete="off"
              placeholder="0x…"
              value={where.pasted}
              aria-invalid={problems.where ? true : undefined}
              aria-describedby={problems.where ? `${id}-where` : undefined}
              onChange={(event) => setWhere({...where, pasted: event.target.value})}
            />
          </label>
          {problems.where && (
            <p id={`${id}-where`} className={styles.problem} data-problem="address">
              {problems.where}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}

/** One argument's field: a select for a bool, else a text input; its hint and its problem. */
function ArgumentField({
  id,
  index,
  param,
  panel,
}: {
  id: string;
  index: number;
  param: Param;
  panel: PanelState;
}): React.ReactElement {
  const fieldId = `${id}-arg-${index}`;
  const problem = panel.problems.args.get(index);
  const isBool = shapeOf(param)?.kind === 'bool';
  const common = {
    id: fieldId,
    name: param.name || `arg${index}`,
    value: panel.raws[index] ?? '',
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': `${fieldId}-hint${problem ? ` ${fieldId}-problem` : ''}`,
  };
  return (
    <div className={styles.argument}>
      <label htmlFor={fieldId}>
        <code>{param.name || `argument ${index}`}</code> <span className={styles.type}>{param.type}</span>
      </label>
      {isBool ? (
        <select {...common} onChange={(event) => panel.setRaw(index, event.target.value)}>
          <option value="">Choose…</option>
          <option value="true">true</option>
          <option value="false">false</option>
        </select>
      ) : (
        <input
          {...common}
          type="text"
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => panel.setRaw(index, event.target.value)}
        />
      )}
      <span id={`${fieldId}-hint`} className={styles.hint}>
        {inputHint(param)}
      </span>
      {problem && (
        <p id={`${fieldId}-problem`} className={styles.problem} data-problem={param.name || String(index)}>
          {problem}
        </p>
      )}
    </div>
  );
}

/** What a read returned, or its fault with a retry. */
function ReadOutcome({
  name,
  result,
  onRetry,
}: {
  name: string;
  result: Extract<PanelState['outcome'], {state: 'done'}>['result'];
  onRetry: () => void;
}): React.ReactElement {
  return result.ok ? (
    <table className={styles.outputs} data-read-result="">
      <caption>What {name} returned</caption>
      <tbody>
        {result.outputs.length === 0 ? (
          <tr>
            <td>The call succeeded and returns nothing.</td>
          </tr>
        ) : (
          <OutputRows outputs={result.outputs} />
        )}
      </tbody>
    </table>
  ) : (
    <Fault fault={result.fault} onRetry={onRetry} />
  );
}

export default function ReadPanel(props: ReadPanelProps): React.ReactElement {
  const id = useId();
  const panel = usePanelState(props);
  const {abiState, outcome} = panel;

  if (abiState.state === 'loading') return <p className={styles.note}>Loading this contract’s ABI…</p>;
  if (abiState.state === 'failed') {
    return (
      <div className={styles.fault} role="alert" data-fault="abi">
        <strong>The ABI of this page could not be loaded.</strong> Check your connection.{' '}
        <button type="button" className={styles.retry} onClick={panel.retryAbi}>
          Retry
        </button>
      </div>
    );
  }
  const fn = abiState.fn;
  if (!fn) {
    return (
      <p className={styles.note}>
        {props.name} is not in this page’s ABI (it is documented from the source, but the published interface does not
        expose it), so it cannot be called.
      </p>
    );
  }
  return (
    <form
      className={styles.panel}
      aria-label={`Read ${fn.name}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void panel.read();
      }}
    >
      <WhereFields id={id} panel={panel} />
      {fn.inputs.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend>Arguments</legend>
          {fn.inputs.map((param, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a function's inputs never reorder; the position is the argument
            <ArgumentField key={`${id}-arg-${index}`} id={id} index={index} param={param} panel={panel} />
          ))}
        </fieldset>
      )}
      <button type="submit" className={styles.submit} disabled={outcome.state === 'reading'}>
        {outcome.state === 'reading' ? 'Reading…' : `Read ${fn.name}`}
      </button>
      <div aria-live="polite" className={styles.outcome}>
        {outcome.state === 'done' && (
          <ReadOutcome name={fn.name} result={outcome.result} onRetry={() => void panel.read()} />
        )}
      </div>
      {panel.snippets && <CallCode snippets={panel.snippets} />}
    </form>
  );
}

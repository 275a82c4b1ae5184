import ReadControl from '@site/src/components/ReadPanel/ReadControl';
import type {PageFunction} from '@site/src/contracts/page';
import Heading from '@theme/Heading';
import type React from 'react';
import {Fragment} from 'react';
import ParamTable from './ParamTable';
import RichText from './RichText';
import Signature from './Signature';
import styles from './styles.module.css';

function AccessRules({access, holders}: {access: string[]; holders?: string}): React.ReactElement {
  return (
    <>
      {access.map((rule, index) => (
        <span key={rule}>
          {index > 0 && '; '}
          <code>{rule}</code>
        </span>
      ))}
      {holders && ` (${holders})`}
    </>
  );
}

interface Fact {
  label: string;
  value: React.ReactNode;
}

/**
 * Mutability, visibility, access and modifiers on one line. A plain value
 * and the separator after it are one string: the server writes a comment
 * between neighbouring text nodes, thousands of them on a reference page.
 */
function Facts({fn}: {fn: PageFunction}): React.ReactElement {
  const facts: Fact[] = [
    ...(fn.interface ? [{label: 'Interface', value: <code>{fn.interface}</code>}] : []),
    {label: 'Mutability', value: fn.stateMutability ?? 'not recorded'},
    ...(fn.visibility ? [{label: 'Visibility', value: fn.visibility}] : []),
    {
      label: 'Access',
      value: fn.access ? <AccessRules access={fn.access} holders={fn.accessHolders} /> : 'no role recorded',
    },
    ...(fn.modifiers ? [{label: 'Modifiers', value: <code>{fn.modifiers.join(' ')}</code>}] : []),
  ];
  return (
    <p className={styles.meta}>
      {facts.map(({label, value}, index) => {
        const separator = index < facts.length - 1 ? ' · ' : '';
        return (
          <Fragment key={label}>
            <strong>{label}</strong>
            {typeof value === 'string' ? (
              ` ${value}${separator}`
            ) : (
              <>
                {' '}
                {value}
                {separator}
              </>
            )}
          </Fragment>
        );
      })}
    </p>
  );
}

function tableCaption(fn: PageFunction): string {
  if (fn.params.length === 0) return `Return values of ${fn.label}`;
  return fn.returns.length === 0 ? `Parameters of ${fn.label}` : `Parameters and return values of ${fn.label}`;
}

/** One function: anchor heading, declaration, description, facts, parameter and return tables. */
export default function FunctionEntry({fn}: {fn: PageFunction}): React.ReactElement {
  return (
    <section className={styles.member}>
      <Heading as="h3" id={fn.id}>
        {fn.label}
      </Heading>
      <Signature declaration={fn.declaration} />
      {fn.description && (
        <p>
          <RichText text={fn.description} />
        </p>
      )}
      {fn.getter && <p className={styles.note}>Generated getter of a public state variable.</p>}
      {fn.paramsMayBeIncomplete && (
        <p className={styles.note}>
          The parameter list could not be confirmed against the source and may be incomplete.
        </p>
      )}
      <Facts fn={fn} />
      {fn.params.length + fn.returns.length > 0 && (
        <ParamTable caption={tableCaption(fn)} params={fn.params} returns={fn.returns} />
      )}
      {(fn.stateMutability === 'view' || fn.stateMutability === 'pure') && fn.visibility !== 'internal' && (
        <ReadControl name={fn.name} inputs={fn.params.length} label={fn.label} />
      )}
    </section>
  );
}

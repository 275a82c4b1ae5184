import type React from 'react';
import Heading from '@theme/Heading';
import type {PageFunction} from '@site/src/contracts/page';
import ParamTable from './ParamTable';
import Signature from './Signature';
import RichText from './RichText';
import styles from './styles.module.css';

function AccessRules({fn}: {fn: PageFunction}): React.ReactElement {
  if (!fn.access) return <>no role recorded</>;
  return (
    <>
      {fn.access.map((rule, index) => (
        <span key={rule}>
          {index > 0 && '; '}
          <code>{rule}</code>
        </span>
      ))}
      {fn.accessHolders && ` (${fn.accessHolders})`}
    </>
  );
}

/** Mutability, visibility, access and modifiers on one line. */
function Facts({fn}: {fn: PageFunction}): React.ReactElement {
  return (
    <p className={styles.meta}>
      {fn.interface && (
        <>
          <strong>Interface</strong> <code>{fn.interface}</code> ·{' '}
        </>
      )}
      <strong>Mutability</strong> {fn.stateMutability ?? 'not recorded'}
      {fn.visibility && (
        <>
          {' · '}
          <strong>Visibility</strong> {fn.visibility}
        </>
      )}
      {' · '}
      <strong>Access</strong> <AccessRules fn={fn} />
      {fn.modifiers && (
        <>
          {' · '}
          <strong>Modifiers</strong> <code>{fn.modifiers.join(' ')}</code>
        </>
      )}
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
        <p className={styles.note}>The parameter list could not be confirmed against the source and may be incomplete.</p>
      )}
      <Facts fn={fn} />
      {fn.params.length + fn.returns.length > 0 && (
        <ParamTable caption={tableCaption(fn)} params={fn.params} returns={fn.returns} />
      )}
    </section>
  );
}

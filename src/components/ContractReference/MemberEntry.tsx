import type {PageMember} from '@site/src/contracts/page';
import Heading from '@theme/Heading';
import type React from 'react';
import ParamTable from './ParamTable';
import RichText from './RichText';
import Signature from './Signature';
import styles from './styles.module.css';

/** One event or custom error: anchor heading, declaration, description and parameters. */
export default function MemberEntry({member, kind}: {member: PageMember; kind: 'event' | 'error'}): React.ReactElement {
  return (
    <section className={styles.member}>
      <Heading as="h3" id={member.id}>
        {member.label}
      </Heading>
      <Signature declaration={member.declaration} />
      {member.description && (
        <p>
          <RichText text={member.description} />
        </p>
      )}
      {member.paramsMayBeIncomplete && (
        <p className={styles.note}>
          The parameter list could not be confirmed against the source and may be incomplete.
        </p>
      )}
      {member.params.length > 0 && (
        <ParamTable
          caption={`Parameters of the ${member.label} ${kind}`}
          params={member.params}
          showIndexed={kind === 'event'}
        />
      )}
    </section>
  );
}

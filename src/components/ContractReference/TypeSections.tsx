import {SECTION_IDS} from '@site/src/contracts/anchors';
import type {ContractPageData} from '@site/src/contracts/page';
import Heading from '@theme/Heading';
import type React from 'react';
import ParamTable from './ParamTable';

type Props = Pick<ContractPageData, 'structs' | 'enums' | 'constants' | 'roles' | 'title'>;

function Structs({structs}: Pick<Props, 'structs'>): React.ReactElement | null {
  if (structs.length === 0) return null;
  return (
    <>
      <Heading as="h2" id={SECTION_IDS.structs}>
        Structs
      </Heading>
      {structs.map((struct) => (
        <section key={struct.id}>
          <Heading as="h3" id={struct.id}>
            {struct.name}
          </Heading>
          {struct.fields ? (
            <ParamTable caption={`Fields of ${struct.name}`} params={struct.fields} />
          ) : (
            <p>Declared in a parent contract that this reference does not cover; its fields are not listed here.</p>
          )}
        </section>
      ))}
    </>
  );
}

function Enums({enums}: Pick<Props, 'enums'>): React.ReactElement | null {
  if (enums.length === 0) return null;
  return (
    <>
      <Heading as="h2" id={SECTION_IDS.enums}>
        Enums
      </Heading>
      {enums.map((item) => (
        <section key={item.id}>
          <Heading as="h3" id={item.id}>
            {item.name}
          </Heading>
          <table>
            <caption>Members of {item.name}</caption>
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">{item.values.some((value) => value.bit !== undefined) ? 'Flag value' : 'Position'}</th>
              </tr>
            </thead>
            <tbody>
              {item.values.map((value, index) => (
                <tr key={value.name}>
                  <td>
                    <code>{value.name}</code>
                  </td>
                  <td>{value.bit ?? index}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}

function Constants({constants, title}: Pick<Props, 'constants' | 'title'>): React.ReactElement | null {
  if (constants.length === 0) return null;
  return (
    <>
      <Heading as="h2" id={SECTION_IDS.constants}>
        Constants
      </Heading>
      <table>
        <caption>Constants and immutables of {title}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Kind</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {constants.map((constant) => (
            <tr key={constant.name}>
              <td>
                <code>{constant.name}</code>
              </td>
              <td>
                <code>{constant.type}</code>
              </td>
              <td>{constant.mutability}</td>
              <td>{constant.value === null ? 'set at deployment' : <code>{constant.value}</code>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function Roles({roles, title}: Pick<Props, 'roles' | 'title'>): React.ReactElement | null {
  if (roles.length === 0) return null;
  const bitflags = roles.every((role) => role.kind === 'bitflag');
  return (
    <>
      <Heading as="h2" id={SECTION_IDS.roles}>
        Roles
      </Heading>
      <p>
        {bitflags
          ? 'Each role is one bit of a uint256. An account holds any combination of roles: add the values of the roles it should hold and pass the sum.'
          : 'Each position is identified by the hash shown; the role manager stores who holds it and which vault roles come with it.'}
      </p>
      <table>
        <caption>Roles of {title}</caption>
        <thead>
          <tr>
            <th scope="col">Role</th>
            <th scope="col">{bitflags ? 'Value' : 'Position id'}</th>
            {bitflags && <th scope="col">Bit</th>}
          </tr>
        </thead>
        <tbody>
          {roles.map((role) => (
            <tr key={role.name}>
              <td>
                <code>{role.name}</code>
              </td>
              <td>
                <code>{role.value}</code>
              </td>
              {bitflags && <td>{role.bit ?? 'several'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Structs, enums, constants and roles, each section only when the contract has any. */
export default function TypeSections(props: Props): React.ReactElement {
  return (
    <>
      <Structs structs={props.structs} />
      <Enums enums={props.enums} />
      <Constants constants={props.constants} title={props.title} />
      <Roles roles={props.roles} title={props.title} />
    </>
  );
}

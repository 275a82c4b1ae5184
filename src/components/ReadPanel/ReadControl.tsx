import type React from 'react';
import {
  READ_CONTROL_CLASS,
  READ_FUNCTION_ATTRIBUTE,
  READ_INPUTS_ATTRIBUTE,
  READ_MOUNT_ATTRIBUTE,
  READ_STATUS_ATTRIBUTE,
} from './markup';

/**
 * The stub of a Read control: a closed disclosure that names the function.
 * It works in server HTML that React never hydrates; opening it loads the
 * read code (./useReadControls.ts), and nothing before that.
 */
export default function ReadControl({
  name,
  inputs,
  label,
}: {
  name: string;
  inputs: number;
  label: string;
}): React.ReactElement {
  const data = {[READ_FUNCTION_ATTRIBUTE]: name, [READ_INPUTS_ATTRIBUTE]: String(inputs)};
  return (
    <details className={READ_CONTROL_CLASS} data-twin-skip {...data}>
      <summary>Read {label} live</summary>
      <span {...{[READ_STATUS_ATTRIBUTE]: ''}}>Loading the read panel…</span>
      <div {...{[READ_MOUNT_ATTRIBUTE]: ''}} />
    </details>
  );
}

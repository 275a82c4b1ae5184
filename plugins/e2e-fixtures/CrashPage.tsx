import React from 'react';
import Layout from '@theme/Layout';

let rendersLeftToCrash = 1;

/** Throws on its first render (with a cause chain), then renders normally. */
function Crashing(): React.ReactElement {
  if (typeof window !== 'undefined' && rendersLeftToCrash > 0) {
    rendersLeftToCrash -= 1;
    throw new Error('Fixture render failure', {cause: new Error('Fixture root cause')});
  }
  return <p>The fixture rendered after a retry.</p>;
}

export default function CrashPage(): React.ReactElement {
  return (
    <Layout title="Crash fixture" noFooter>
      <main className="container margin-vert--lg">
        <h1>Crash fixture</h1>
        <Crashing />
      </main>
    </Layout>
  );
}

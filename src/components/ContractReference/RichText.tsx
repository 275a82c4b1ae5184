import Link from '@docusaurus/Link';
import {parseRichText} from '@site/src/contracts/richText';
import type React from 'react';

/** Renders description text, where `backticks` mark code and [text](/path) a link. */
export default function RichText({text}: {text: string}): React.ReactElement {
  return (
    <>
      {parseRichText(text).map((part) => {
        if (part.kind === 'code') return <code key={part.at}>{part.text}</code>;
        if (part.kind === 'link')
          return (
            <Link key={part.at} to={part.href}>
              {part.text}
            </Link>
          );
        return part.text;
      })}
    </>
  );
}

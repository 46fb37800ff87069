import { Fragment } from 'react';

/**
 * Text with a line-break opportunity after each slash: 'Coater/Developer System' in a display-size
 * heading on a 320 px phone breaks after 'Coater/' instead of running past the screen's edge.
 */
export function Breakable({ text }: { text: string }) {
  const parts = text.split('/');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          /<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

/**
 * Text whose hyphenated words stay whole ('ICP-RIE' never ends a line at 'ICP-'), still wrapping
 * at its spaces: for labels that wrap on a phone, such as a button's. One span, so a flex container
 * (a button) lays it out as one run of text.
 */
export function KeepHyphenated({ text }: { text: string }) {
  return (
    <span>
      {text.split(/(\s+)/).map((word, index) =>
        word.includes('-') ? (
          <span key={index} className="whitespace-nowrap">
            {word}
          </span>
        ) : (
          word
        ),
      )}
    </span>
  );
}

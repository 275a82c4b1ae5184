/**
 * The colour-mode toggle, answering a press before the page recolours
 * (./pressFirst.ts): the button shows the chosen mode in the press's own
 * frame, and the theme applies it once that frame is drawn.
 */

import type {WrapperProps} from '@docusaurus/types';
import {afterNextPaint} from '@site/src/scheduling/afterNextPaint';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import {type ReactNode, useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {applyLatestLater, CHOICE_ATTRIBUTE, choiceAttributeValue} from './pressFirst';

type Props = WrapperProps<typeof ColorModeToggleType>;
type Choice = Props['value'];

export default function ColorModeToggleWrapper({value, onChange, ...props}: Props): ReactNode {
  // The choice pressed but not yet applied: the button shows it, and the next press steps on from it.
  const [pressed, setPressed] = useState<{choice: Choice} | null>(null);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);
  const applyLater = useMemo(
    () =>
      applyLatestLater<Choice>((choice) => {
        latestOnChange.current(choice);
        setPressed(null);
      }, afterNextPaint),
    [],
  );
  const press = useCallback(
    (choice: Choice) => {
      // The icons are drawn by CSS from this attribute; only the toggle's icons match it, so it restyles little.
      document.documentElement.setAttribute(CHOICE_ATTRIBUTE, choiceAttributeValue(choice));
      setPressed({choice});
      applyLater(choice);
    },
    [applyLater],
  );
  return <ColorModeToggle {...props} value={pressed === null ? value : pressed.choice} onChange={press} />;
}

import { colourHex, COLORS, useMotionsOn, type PanelViewProps } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import type { WidgetData } from '../../components/define-widget';

export type TextData = WidgetData<'text', string[]>;

/** Slides the line from the right edge to past the left, by transform only. */
const SLIDE: Keyframe[] = [{ transform: 'translateX(100%)' }, { transform: 'translateX(-100%)' }];

/** Speed of the marquee, characters a second: its period grows with its text, so any length reads at the same pace. */
const CHARS_PER_SECOND = 4;

/** Runs the marquee while motion is on; the animation is cancelled on unmount and when motion stops. */
function useSlide(on: boolean, seconds: number) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const line = ref.current;
    if (!on || !line || typeof line.animate !== 'function') return undefined;
    const running = line.animate(SLIDE, { duration: seconds * 1000, iterations: Infinity });
    return () => running.cancel();
  }, [on, seconds]);
  return ref;
}

/** Text lines, or a marquee of them joined (the light profile holds it still, clipped). All of it React text. */
export function TextView({ data: { options, value } }: PanelViewProps<TextData>) {
  const motion = useMotionsOn();
  const colour = options.colour ? colourHex(options.colour) : COLORS.title;
  const line = value.join('　　');
  const marquee = options.variant === 'marquee';
  const slide = useSlide(marquee && motion, Math.max(8, line.length / CHARS_PER_SECOND));
  if (marquee) {
    return (
      <Box data-widget="marquee" sx={{ height: '100%', display: 'flex', alignItems: 'center', overflow: 'hidden' }}>
        <Box
          component="span"
          ref={slide}
          data-moving={motion || undefined}
          sx={{ whiteSpace: 'nowrap', fontSize: 24, color: colour, willChange: motion ? 'transform' : undefined }}
        >
          {line}
        </Box>
      </Box>
    );
  }
  return (
    <Box
      data-widget="text"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 1,
        px: 2,
        overflow: 'hidden',
      }}
    >
      {value.map((line, i) => (
        <Box key={i} component="p" sx={{ m: 0, fontSize: 22, lineHeight: 1.5, color: colour }}>
          {line}
        </Box>
      ))}
    </Box>
  );
}

import { act, screen } from '@testing-library/react';

/**
 * A fake clock that starts 1 ms past an epoch multiple of 9 s (and of 171 s): pagers turn on epoch multiples of their
 * period (the page's shared heartbeat), so a 9 s pager turns within the first 9 s and a slower one cannot by chance.
 */
export const PAGER_CLOCK_START = 1_710_000_000_001;

/**
 * Advances the fake clock to the pager's next turn (9 s), then in 100 ms steps until `text` (a row of the next page)
 * shows: a findBy* advances the clock for as long as it polls, and on a busy machine it went past a second turn.
 */
export async function turnPage(text: string): Promise<void> {
  await act(async () => void jest.advanceTimersByTime(9_000));
  for (let ms = 0; ms < 2000 && !screen.queryByText(text); ms += 100)
    await act(async () => void jest.advanceTimersByTime(100));
}

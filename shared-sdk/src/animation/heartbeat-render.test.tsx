import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { busy, pageTurns, until, withReactScheduler } from '../../test/sliced-render';
import { useBeat } from './use-beat';

const CELLS = 20;

describe('what a beat changes', () => {
  withReactScheduler();

  it('renders in slices: the page’s other tasks run between the first cell and the last', async () => {
    const turns = pageTurns();
    const seen = new Map<number, number[]>();
    // A board whose step costs 80 ms of rendering, as three boards and two tables stepping together do on a weak PC.
    function Cell({ step, index }: { step: number; index: number }) {
      busy(4);
      if (index === 0 || index === CELLS - 1) seen.set(step, [...(seen.get(step) ?? []), turns.count()]);
      return <span>{`${step}-${index}`}</span>;
    }
    function Board() {
      const [step, setStep] = useState(0);
      useBeat(1000, () => setStep((s) => s + 1));
      return (
        <>
          {Array.from({ length: CELLS }, (_, index) => (
            <Cell key={index} index={index} step={step} />
          ))}
        </>
      );
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    root.render(<Board />);
    try {
      await until(() => container.textContent!.includes('1-19'), 5000);
      const [first, last] = seen.get(1)!;
      // Rendered in one task, no turn of the page between the step's first cell and its last.
      expect(last).toBeGreaterThan(first);
    } finally {
      turns.stop();
      root.unmount();
    }
  });
});

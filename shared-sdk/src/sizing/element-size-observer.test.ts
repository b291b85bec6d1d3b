import { observeElementSize } from './element-size-observer';

/** jsdom has no ResizeObserver: this one records what is observed and delivers entries when told. */
class RecordingObserver {
  static made: RecordingObserver[] = [];
  observed = new Set<Element>();
  constructor(readonly callback: (entries: { target: Element }[]) => void) {
    RecordingObserver.made.push(this);
  }
  observe(element: Element, _options?: ResizeObserverOptions) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  deliver(...targets: Element[]) {
    this.callback(targets.map((target) => ({ target })));
  }
}

const sized = (width: number, height: number) => {
  const element = document.createElement('div');
  Object.defineProperty(element, 'offsetWidth', { value: width, configurable: true });
  Object.defineProperty(element, 'offsetHeight', { value: height, configurable: true });
  return element;
};

beforeAll(() => Object.assign(globalThis, { ResizeObserver: RecordingObserver }));

test('one observer for the page; each element hears its laid-out size, a zero size is not reported', () => {
  const [a, b, hidden] = [sized(400, 300), sized(800, 200), sized(300, 0)];
  const heard: string[] = [];
  const stops = [a, b, hidden].map((element, i) =>
    observeElementSize(element, ({ width, height }) => heard.push(`${i}:${width}x${height}`)),
  );
  expect(RecordingObserver.made).toHaveLength(1);
  const [observer] = RecordingObserver.made;
  observer.deliver(a, b, hidden);
  expect(heard).toEqual(['0:400x300', '1:800x200']);
  stops.forEach((stop) => stop());
  expect(observer.observed.size).toBe(0);
});

test('a second listener of an element hears its last size at once; the element stays observed until the last one leaves', () => {
  const element = sized(640, 360);
  const first: number[] = [];
  const second: number[] = [];
  const stopFirst = observeElementSize(element, ({ width }) => first.push(width));
  const [observer] = RecordingObserver.made;
  observer.deliver(element);
  const stopSecond = observeElementSize(element, ({ width }) => second.push(width));
  expect(second).toEqual([640]);
  stopFirst();
  expect(observer.observed.has(element)).toBe(true);
  observer.deliver(element);
  expect([first, second]).toEqual([[640], [640, 640]]);
  stopSecond();
  expect(observer.observed.has(element)).toBe(false);
});

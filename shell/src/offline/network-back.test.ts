import { listenForNetworkBack, NETWORK_BACK_MESSAGE } from './network-back';

test("a sandboxed frame (the designer's preview), where reading navigator.serviceWorker throws, starts without a listener", () => {
  const descriptor = Object.getOwnPropertyDescriptor(window.navigator, 'serviceWorker');
  Object.defineProperty(window.navigator, 'serviceWorker', {
    configurable: true,
    get: () => {
      throw new DOMException(
        "Failed to read the 'serviceWorker' property from 'Navigator': The document is sandboxed",
        'SecurityError',
      );
    },
  });
  try {
    expect(() => listenForNetworkBack(() => undefined)()).not.toThrow();
  } finally {
    if (descriptor) Object.defineProperty(window.navigator, 'serviceWorker', descriptor);
    else delete (window.navigator as unknown as Record<string, unknown>).serviceWorker;
  }
});

test("the worker's word that the network is back calls the listener, other messages do not", () => {
  const target = new EventTarget();
  const onBack = jest.fn();
  const release = listenForNetworkBack(onBack, target);
  target.dispatchEvent(new MessageEvent('message', { data: { type: 'other' } }));
  target.dispatchEvent(new MessageEvent('message', { data: { type: NETWORK_BACK_MESSAGE } }));
  release();
  target.dispatchEvent(new MessageEvent('message', { data: { type: NETWORK_BACK_MESSAGE } }));
  expect(onBack).toHaveBeenCalledTimes(1);
});

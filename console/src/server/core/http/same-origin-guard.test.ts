import { crossSiteRefusal } from './same-origin-guard';

const OWN = 'http://127.0.0.1:4300';

test('a write from another origin is refused, even one on the same host and another port', () => {
  expect(crossSiteRefusal({ method: 'POST', origin: 'http://evil.example' }, OWN)).toContain('http://evil.example');
  expect(crossSiteRefusal({ method: 'DELETE', origin: 'http://127.0.0.1:3000' }, OWN)).toContain('Origin');
});

test('a write from a sandboxed frame (Origin: null) is refused', () => {
  expect(crossSiteRefusal({ method: 'PUT', origin: 'null' }, OWN)).not.toBeNull();
});

test('a write the browser marks cross-site or same-site is refused whatever the Origin says', () => {
  expect(crossSiteRefusal({ method: 'POST', origin: OWN, secFetchSite: 'same-site' }, OWN)).toContain('same-site');
  expect(crossSiteRefusal({ method: 'PATCH', secFetchSite: 'cross-site' }, OWN)).toContain('cross-site');
});

test('the console’s own writes, header-less clients and reads pass', () => {
  expect(crossSiteRefusal({ method: 'POST', origin: OWN, secFetchSite: 'same-origin' }, OWN)).toBeNull();
  expect(crossSiteRefusal({ method: 'POST' }, OWN)).toBeNull();
  expect(
    crossSiteRefusal({ method: 'GET', origin: 'http://evil.example', secFetchSite: 'cross-site' }, OWN),
  ).toBeNull();
});

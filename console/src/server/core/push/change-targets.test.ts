import { changeTarget } from './change-targets';

describe('changeTarget', () => {
  it('sends a saved layout to its group', () => {
    expect(changeTarget('PUT', '/api/groups/:group/layouts/:page', { group: 'hall', page: 'home' }, 200)).toEqual({ group: 'hall', what: 'layouts' });
  });

  it('sends a schedule to its group', () => {
    expect(changeTarget('PUT', '/api/groups/:group/schedule', { group: 'hall' }, 200)).toEqual({ group: 'hall', what: 'schedule' });
  });

  it('sends a version switch to every wall', () => {
    expect(changeTarget('PUT', '/api/remotes/:remote/version', { remote: 'hub' }, 200)).toEqual({ all: true, what: 'remotes' });
  });

  it('sends nothing for a refused write', () => {
    expect(changeTarget('PUT', '/api/groups/:group/layouts/:page', { group: 'hall', page: 'home' }, 409)).toBeUndefined();
  });

  it('sends nothing for a read or a write walls do not load', () => {
    expect(changeTarget('GET', '/api/groups/:group/layouts/:page', { group: 'hall' }, 200)).toBeUndefined();
    expect(changeTarget('POST', '/api/users', {}, 201)).toBeUndefined();
  });
});

import { changeTarget } from './wall-tells';

const walls = { walls: new Map([['hall-1', { wallId: 'hall-1', group: 'hall' }]]) };

describe('changeTarget', () => {
  it("tells a group's walls of what its route declares", () => {
    expect(changeTarget({ what: 'layouts', scope: 'group' }, { group: 'hall', page: 'home' }, 200, walls)).toEqual({
      group: 'hall',
      what: 'layouts',
    });
    expect(changeTarget({ what: 'schedule', scope: 'group' }, { group: 'hall' }, 200, walls)).toEqual({
      group: 'hall',
      what: 'schedule',
    });
  });

  it('tells a canvas as layouts, which is where walls read it', () => {
    expect(changeTarget({ what: 'canvas', scope: 'group' }, { group: 'hall' }, 200, walls)).toEqual({
      group: 'hall',
      what: 'layouts',
    });
  });

  it("tells a wall's setting to its group, and a version switch to every wall", () => {
    expect(changeTarget({ what: 'profile', scope: 'wall' }, { wallId: 'hall-1' }, 200, walls)).toEqual({
      group: 'hall',
      what: 'profile',
    });
    expect(changeTarget({ what: 'remotes', scope: 'all' }, { remote: 'hub' }, 200, walls)).toEqual({
      all: true,
      what: 'remotes',
    });
  });

  it('tells nothing of a refused write, a declared none, or a source', () => {
    expect(changeTarget({ what: 'layouts', scope: 'group' }, { group: 'hall' }, 409, walls)).toBeUndefined();
    expect(changeTarget('none', {}, 201, walls)).toBeUndefined();
    expect(changeTarget({ what: 'sources', scope: 'all' }, {}, 200, walls)).toBeUndefined();
  });
});

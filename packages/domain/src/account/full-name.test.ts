import { describe, expect, it } from 'vitest';
import { splitFullName } from './full-name.ts';

describe('splitFullName', () => {
  it("'Name split: at the last space into first and last'", () => {
    expect(splitFullName('Ann Lee')).toEqual({ firstname: 'Ann', lastname: 'Lee' });
    expect(splitFullName('Mary Ann van Dyke')).toEqual({ firstname: 'Mary Ann van', lastname: 'Dyke' });
  });

  it("'the last name becomes N/A if there is a single word'", () => {
    expect(splitFullName('Cher')).toEqual({ firstname: 'Cher', lastname: 'N/A' });
  });

  it('trims and collapses spaces before splitting', () => {
    expect(splitFullName('  Ann   Marie\tLee  ')).toEqual({ firstname: 'Ann Marie', lastname: 'Lee' });
    expect(splitFullName(' Cher ')).toEqual({ firstname: 'Cher', lastname: 'N/A' });
  });

  it('leaves an empty first name and N/A for an empty entry', () => {
    expect(splitFullName('   ')).toEqual({ firstname: '', lastname: 'N/A' });
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { styledComponentsIds } from './styled-components-ids';

const source = `import { styled } from 'styled-components';
export const Box = styled.div<{ $on: boolean }>\`color: red;\`;
export const Other = styled.span\`color: blue;\`;
`;

async function transform(code: string, id: string): Promise<string> {
  const { transform } = styledComponentsIds() as { transform: { handler: (code: string, id: string) => Promise<{ code: string } | null> } };
  return (await transform.handler(code, id))?.code ?? '';
}

const file = (name: string) => path.resolve(import.meta.dirname, '../../src/components', name);
const ids = (code: string) => [...code.matchAll(/componentId: "([^"]+)"/g)].map((match) => match[1]);

describe('styled-components ids', () => {
  it('come from the file and the place in it, the same on every build', async () => {
    const first = ids(await transform(source, file('Box.tsx')));
    expect(first).toHaveLength(2);
    expect(new Set(first).size).toBe(2);
    expect(ids(await transform(source, file('Box.tsx')))).toEqual(first);
  });

  it('differ between files', async () => {
    const one = ids(await transform(source, file('Box.tsx')));
    const two = ids(await transform(source, file('Card.tsx')));
    expect(one[0]).not.toBe(two[0]);
  });

  it('leave TypeScript for the next step', async () => {
    expect(await transform(source, file('Box.tsx'))).toMatch(/\$on: boolean/);
  });
});

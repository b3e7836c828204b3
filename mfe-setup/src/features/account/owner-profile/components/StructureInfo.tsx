import styled from 'styled-components';
import { businessStructure } from '../business-structures';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr 1fr;
  }
  h3 {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  ul {
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

/** What the chosen business structure is, with its pros and cons. */
export function StructureInfo({ value, id }: { value: string; id: string }) {
  const structure = businessStructure(value);
  if (!structure) return null;
  return (
    <Box id={id} aria-live="polite">
      <div>
        <h3>What is it?</h3>
        <p>{structure.what}</p>
      </div>
      <div>
        <h3>Pros</h3>
        <ul>
          {structure.pros.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3>Cons</h3>
        <ul>
          {structure.cons.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </div>
    </Box>
  );
}

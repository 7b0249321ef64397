import { BadgeCheck, Stamp } from 'lucide-react';
import { styled } from 'styled-components';
import { Illustration } from '../../components/primitives/Illustration';
import { theme } from '../../styles/theme';

/** Made-up example values: the card shows what a verification summary holds, not a real patient. */
const rows = [
  { label: 'Plan', value: 'Medicare Advantage HMO' },
  { label: 'Coverage', value: 'Active', ok: true },
  { label: 'Home health benefit', value: 'Covered' },
  { label: 'Network status', value: 'In network' },
  { label: 'Visit copay', value: '$0' },
];
const authorizationAfterVisits = 10;

const Title = styled.p`
  margin: 0 0 ${theme.space(4)};
  padding-right: ${theme.space(20)};
  font-weight: 700;
`;

const List = styled.dl`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  > div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space(4)};
    padding-bottom: ${theme.space(3)};
    border-bottom: thin solid ${theme.color.border};
  }
  dt { color: ${theme.color.textMuted}; }
  dd { margin: 0; font-weight: 600; text-align: right; }
`;

const Ok = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1.5)};
  color: ${theme.color.success};
`;

const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(2)};
  margin: ${theme.space(5)} 0 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primarySoft};
  color: ${theme.color.primarySoftText};
  font-weight: 600;
  svg { flex-shrink: 0; margin-top: ${theme.space(0.5)}; }
`;

/** The eligibility page's sample verification summary, marked as an example. */
export function VerificationCard() {
  return (
    <Illustration
      badge="Sample"
      caption="Illustrative example, not a real patient."
      label={`Sample verification summary: ${rows.map((row) => `${row.label} ${row.value}`).join(', ')}; pre-authorization required after ${authorizationAfterVisits} visits.`}
      aspect="square"
      padding="normal"
    >
      <Title>Eligibility verification</Title>
      <List>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              {row.ok ? (
                <Ok>
                  <BadgeCheck size={16} aria-hidden="true" /> {row.value}
                </Ok>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </List>
      <Note>
        <Stamp size={18} aria-hidden="true" /> Pre-authorization required after {authorizationAfterVisits} visits
      </Note>
    </Illustration>
  );
}

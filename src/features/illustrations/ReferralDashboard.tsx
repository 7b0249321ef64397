import { CheckCircle2, Clock, Inbox, Users } from 'lucide-react';
import { styled } from 'styled-components';
import { Illustration } from '../../components/primitives/Illustration';
import { useText } from '../../i18n/page-language';
import { theme } from '../../styles/theme';

/** Sample figures: the dashboard is an illustration, not live data. */
const figures = { newReferrals: 23, activePatients: 147, acceptRate: 86 };

/** Sample referrals: their needs and states are words of the catalogue (illustration.dashboard). */
const rows = [
  { patient: 'J. M., 78', need: 'woundCare', area: '77021', matched: true },
  { patient: 'R. T., 66', need: 'physicalTherapy', area: '77494', matched: false },
  { patient: 'L. N., 84', need: 'heartMonitoring', area: '77036', matched: true },
];

const Title = styled.p`
  margin: 0 0 ${theme.space(4)};
  padding-right: ${theme.space(24)};
  font-weight: 700;
`;

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
`;

const Stat = styled.div`
  padding: ${theme.space(3)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primarySoft};
  color: ${theme.color.primarySoftText};
  svg { display: block; margin-bottom: ${theme.space(1)}; }
  strong { display: block; font-size: ${theme.fontSize['2xl']}; line-height: 1.1; color: ${theme.color.text}; }
  span { font-size: ${theme.fontSize.xs}; font-weight: 600; }
`;

const List = styled.div`
  display: grid;
  gap: ${theme.space(2)};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  padding: ${theme.space(2.5)} ${theme.space(3)};
  border: thin solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  font-size: ${theme.fontSize.sm};
  span { color: ${theme.color.textMuted}; }
`;

const Status = styled.b<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  flex-shrink: 0;
  color: ${(p) => (p.$done ? theme.color.success : theme.color.primarySoftText)};
  font-size: ${theme.fontSize.xs};
`;

/** The home page's sample referral dashboard, clearly marked as an example. */
export function ReferralDashboard() {
  const t = useText();
  const words = (key: string) => t(`illustration.dashboard.${key}`);
  return (
    <Illustration
      badge={words('badge')}
      caption={words('caption')}
      label={t('illustration.dashboard.label', figures)}
      aspect="landscape"
    >
      <Title>{words('title')}</Title>
      <Stats>
        <Stat>
          <Inbox size={18} aria-hidden="true" />
          <strong>{figures.newReferrals}</strong>
          <span>{words('newReferrals')}</span>
        </Stat>
        <Stat>
          <Users size={18} aria-hidden="true" />
          <strong>{figures.activePatients}</strong>
          <span>{words('activePatients')}</span>
        </Stat>
        <Stat>
          <CheckCircle2 size={18} aria-hidden="true" />
          <strong>{figures.acceptRate}%</strong>
          <span>{words('accept')}</span>
        </Stat>
      </Stats>
      <List>
        {rows.map((row) => (
          <Row key={row.patient}>
            <div>
              <b>{row.patient}</b> <span>· {words(`needs.${row.need}`)} · {row.area}</span>
            </div>
            <Status $done={row.matched}>
              {row.matched ? <CheckCircle2 size={14} aria-hidden="true" /> : <Clock size={14} aria-hidden="true" />}
              {words(row.matched ? 'matched' : 'verifying')}
            </Status>
          </Row>
        ))}
      </List>
    </Illustration>
  );
}

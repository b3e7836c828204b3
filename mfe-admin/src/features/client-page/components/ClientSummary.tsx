import styled from 'styled-components';
import { Badge, QueryState } from 'shared-ui';
import type { ClientProfile } from '../../../lib/client';
import { useGetOwnerProfileQuery } from '../api/client-api';
import { formatDateTime } from '../../../lib/format';
import { Section } from '../../../components/Section';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const STRUCTURES: Record<string, string> = {
  sole_proprietorship: 'Sole Proprietorship', general_partnership: 'General Partnership', llc: 'LLC',
  s_corp: 'S Corporation', c_corp: 'C Corporation', professional_corp: 'Professional Corporation',
};

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value || '-'}</dd>
    </div>
  );
}

/** Who the client is, and their owner profile without the full SSN (the database keeps only the last four). */
export function ClientSummary({ client }: { client: ClientProfile }) {
  const profile = useGetOwnerProfileQuery(client.id);
  return (
    <Section id="client-who" title="Client">
      <Facts>
        <Fact label="Name" value={client.name} />
        <Fact label="Email" value={client.email} />
        <Fact label="Phone" value={client.phone} />
        <div>
          <dt>Provider</dt>
          <dd><Badge tone="info">{client.provider === 'google' ? 'oauth' : 'email'}</Badge></dd>
        </div>
        <Fact label="Created" value={formatDateTime(client.created_at)} />
      </Facts>
      <QueryState query={profile} loadingLabel="Loading profile data...">
        {(owner) =>
          owner ? (
            <Facts aria-label="Owner profile">
              <Fact label="Business" value={owner.business_name} />
              <Fact label="Structure" value={owner.business_structure ? STRUCTURES[owner.business_structure] ?? owner.business_structure : null} />
              <Fact label="Owner" value={[owner.owner_first_name, owner.owner_last_name].filter(Boolean).join(' ')} />
              <Fact label="SSN" value={owner.owner_ssn} />
              <Fact label="Credit profile" value={owner.credit_profile} />
              <Fact label="Owners" value={owner.owner_type ? `${owner.owner_type} (${owner.number_of_owners ?? '-'})` : null} />
              <Fact label="Business email" value={owner.business_email} />
              <Fact label="Business phone" value={owner.business_phone} />
            </Facts>
          ) : (
            <p>No owner profile saved yet.</p>
          )
        }
      </QueryState>
    </Section>
  );
}

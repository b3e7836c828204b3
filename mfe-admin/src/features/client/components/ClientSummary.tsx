import type { ReactNode } from 'react';
import { Badge, type DescriptionItem, DescriptionList, formatDateTime, QueryState } from 'shared-ui';
import { Section } from '../../../components/Section';
import type { ClientProfile } from '../../../lib/client';
import { useGetOwnerProfileQuery } from '../api/client-api';

const STRUCTURES: Record<string, string> = {
  sole_proprietorship: 'Sole Proprietorship',
  general_partnership: 'General Partnership',
  llc: 'LLC',
  s_corp: 'S Corporation',
  c_corp: 'C Corporation',
  professional_corp: 'Professional Corporation',
};

/** One fact; an empty one reads "-". */
const fact = (term: string, value: ReactNode): DescriptionItem => ({ term, value: value || '-' });

/** Who the client is, and their owner profile without the full SSN (the database keeps only the last four). */
export function ClientSummary({ client }: { client: ClientProfile }) {
  const profile = useGetOwnerProfileQuery(client.id);
  return (
    <Section id="client-who" title="Client">
      <DescriptionList
        layout="inline"
        items={[
          fact('Name', client.name),
          fact('Email', client.email),
          fact('Phone', client.phone),
          fact('Provider', <Badge tone="info">{client.provider === 'google' ? 'oauth' : 'email'}</Badge>),
          fact('Created', formatDateTime(client.created_at)),
        ]}
      />
      <QueryState query={profile} loadingLabel="Loading profile data...">
        {(owner) =>
          owner ? (
            <DescriptionList
              layout="inline"
              aria-label="Owner profile"
              items={[
                fact('Business', owner.business_name),
                fact('Structure', owner.business_structure ? (STRUCTURES[owner.business_structure] ?? owner.business_structure) : null),
                fact('Owner', [owner.owner_first_name, owner.owner_last_name].filter(Boolean).join(' ')),
                fact('SSN', owner.owner_ssn),
                fact('Credit profile', owner.credit_profile),
                fact('Owners', owner.owner_type ? `${owner.owner_type} (${owner.number_of_owners ?? '-'})` : null),
                fact('Business email', owner.business_email),
                fact('Business phone', owner.business_phone),
              ]}
            />
          ) : (
            <p>No owner profile saved yet.</p>
          )
        }
      </QueryState>
    </Section>
  );
}

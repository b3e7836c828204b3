import styled from 'styled-components';
import type { ReactNode } from 'react';
import { Cluster, EmptyState, Grid, PageHeader, QueryState, Stack } from 'shared-ui';
import { href, title } from '../../../lib/links';
import { Link } from 'shared-ui/router';
import { useGetOverviewQuery } from '../api/overview-api';
import { behindLines, headlineFigures, paymentLines, type ClientLine } from '../overview-figures';

/** A list without bullets or indent (the figures' cards, the clients of a column). */
const plainList = 'list-style: none; padding: 0;';

/** The figures' grid: each figure a card, its value above its label. */
const Figures = styled(Grid)`
  ${plainList}
  margin-bottom: ${({ theme }) => theme.space.xl};
  li {
    padding: ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Clients = styled(Stack)`
  ${plainList}
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One column of the overview: a titled list of clients, each linking to their page with a line about them. */
function ClientColumn({ id, heading, lines, empty }: { id: string; heading: string; lines: readonly ClientLine[]; empty: ReactNode }) {
  return (
    <Stack as="section" $gap="sm" aria-labelledby={id}>
      <Heading id={id}>{heading}</Heading>
      {lines.length === 0 ? (
        empty
      ) : (
        <Clients as="ul" $gap="sm">
          {lines.map((line) => (
            <Cluster as="li" key={line.key} $justify="between" $gap="md">
              <Link to={href('client', { id: line.clientId })}>{line.name}</Link>
              <small>{line.detail}</small>
            </Cluster>
          ))}
        </Clients>
      )}
    </Stack>
  );
}

/** An admin's `/`: who signed up, how the build-outs go, who is behind, open requests and recent payments. */
export default function AdminOverviewPage() {
  const overview = useGetOverviewQuery();
  return (
    <>
      <PageHeader title={title('admin-overview')} subtitle="Your clients' build-outs at a glance" />
      <QueryState query={overview} loadingLabel="Loading overview...">
        {(data) => (
          <>
            <Figures as="ul" $min="180px" $gap="md" aria-label="Figures">
              {headlineFigures(data).map((f) => (
                <li key={f.label}>
                  <strong>{f.value}</strong>
                  <span>{f.label}</span>
                </li>
              ))}
            </Figures>
            <p>
              <Link to={href('clients')}>All clients</Link> ·{' '}
              <Link to={href('program-requests')}>Program requests ({data.open_requests ?? 0} open)</Link>
            </p>
            {/* Two columns side by side where both fit at 320px, never a third (empty) track. */}
            <Grid $min="max(320px, 40%)" $gap="lg">
              <ClientColumn
                id="behind"
                heading="Furthest behind"
                lines={behindLines(data)}
                empty={
                  <EmptyState title="Nobody is behind" description="Every client's build-out is complete or waiting for you to confirm." />
                }
              />
              <ClientColumn
                id="payments"
                heading="Recent payments"
                lines={paymentLines(data)}
                empty={<EmptyState title="No payments yet" description="Payments you record on a client's page appear here." />}
              />
            </Grid>
          </>
        )}
      </QueryState>
    </>
  );
}

import styled from 'styled-components';
import { EmptyState, formatDay, formatUsd, PageHeader, QueryState } from 'shared-ui';
import { href, title } from '../../../app/links';
import { Link } from 'shared-ui/router';
import { useGetOverviewQuery } from '../api/overview-api';
import { behindSummary, headlineFigures } from '../overview-figures';

const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
  list-style: none;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  strong { display: block; font-size: ${({ theme }) => theme.fontSizes.xxl}; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  section { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.sm}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  ul { list-style: none; padding: 0; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.sm}; }
  li { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space.md}; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** An admin's `/`: who signed up, how the build-outs go, who is behind, open requests and recent payments. */
export default function AdminHomePage() {
  const overview = useGetOverviewQuery();
  return (
    <>
      <PageHeader title={title('admin-home')} subtitle="Your clients' build-outs at a glance" />
      <QueryState query={overview} loadingLabel="Loading overview...">
        {(data) => (
          <>
            <Figures aria-label="Figures">
              {headlineFigures(data).map((f) => (
                <li key={f.label}>
                  <strong>{f.value}</strong>
                  <span>{f.label}</span>
                </li>
              ))}
            </Figures>
            <p>
              <Link to={href('clients')}>All clients</Link> · <Link to={href('program-requests')}>Program requests ({data.open_requests} open)</Link>
            </p>
            <Columns>
              <section aria-labelledby="behind">
                <h2 id="behind">Furthest behind</h2>
                {data.behind.length === 0 ? (
                  <EmptyState title="Nobody is behind" description="Every client's build-out is complete." />
                ) : (
                  <ul>
                    {data.behind.map((c) => (
                      <li key={c.id}>
                        <Link to={href('client', { id: c.id })}>{c.name || c.email}</Link>
                        <small>{behindSummary(c)}</small>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section aria-labelledby="payments">
                <h2 id="payments">Recent payments</h2>
                {data.recent_payments.length === 0 ? (
                  <EmptyState title="No payments yet" description="Payments you record on a client's page appear here." />
                ) : (
                  <ul>
                    {data.recent_payments.map((p) => (
                      <li key={p.id}>
                        <Link to={href('client', { id: p.user_id })}>{p.name || p.email}</Link>
                        <small>
                          {p.description} · {p.included ? 'Included' : formatUsd(p.amount)} · {formatDay(p.date)}
                        </small>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </Columns>
          </>
        )}
      </QueryState>
    </>
  );
}

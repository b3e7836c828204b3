import styled from 'styled-components';
import { usePlatform } from 'shared-ui';
import { COMPANY_ADDRESS, COMPANY_NAME, FOOTER_YEAR } from './company';

const Foot = styled.footer`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.onSidebar};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & a {
    color: ${({ theme }) => theme.colors.onSidebar};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  & a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.onSidebar};
    outline-offset: 2px;
  }
`;

const Contact = styled.address`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.xl}`};
  font-style: normal;
`;

const Policies = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  padding: 0;
  margin: 0;
  list-style: none;
`;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Address, support phone and e-mail, the five policy links (new tab) and the year. */
export function LandingFooter() {
  const { links } = usePlatform().config;
  const policies = [
    { href: links.policies.terms, label: 'Terms of Use' },
    { href: links.policies.privacy, label: 'Privacy Policy' },
    { href: links.policies.business, label: 'Business Policy' },
    { href: links.policies.pricing, label: 'Pricing & Fees' },
    { href: links.policies.compliance, label: 'Compliance Information' },
  ];
  return (
    <Foot data-testid="landing-footer">
      <Contact>
        <span>{COMPANY_ADDRESS}</span>
        <span>
          Support: <a href={telHref(links.supportPhone)}>{links.supportPhone}</a>
        </span>
        <span>
          E-mail: <a href={`mailto:${links.supportEmail}`}>{links.supportEmail}</a>
        </span>
      </Contact>
      <nav aria-label="Policies">
        <Policies>
          {policies.map((p) => (
            <li key={p.label}>
              <a href={p.href} target="_blank" rel="noopener noreferrer">
                {p.label}
              </a>
            </li>
          ))}
        </Policies>
      </nav>
      <p>
        © {FOOTER_YEAR} {COMPANY_NAME}. All rights reserved.
      </p>
    </Foot>
  );
}

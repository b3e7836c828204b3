import { ButtonLink, CardFooter } from 'shared-ui';
import { externalUrl } from '../lib/external-url';

/** A card's "Apply Now" link to a stored URL, when it is one that is safe to open (none for a script or a blank). */
export function ApplyNowFooter({ url, name }: { url: string | null | undefined; name: string }) {
  const href = externalUrl(url);
  if (!href) return null;
  return (
    <CardFooter>
      <ButtonLink href={href} isExternal size="sm" aria-label={`Apply Now for ${name}`}>
        Apply Now
      </ButtonLink>
    </CardFooter>
  );
}

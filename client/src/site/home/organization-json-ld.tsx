import { serializeForHtml } from "../../ssr/page-data.js";
import { useSiteOrigin } from "../../ssr/site-origin.js";

// The college described for search engines and other tools (schema.org, as JSON-LD) on the home
// page, from the site settings. A JSON-LD block is data, not a script, so the CSP allows it;
// serializeForHtml keeps a "</script>" in a setting from ending the block early.

export interface OrganizationFacts {
  instituteName?: string | null;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  establishedYear?: number | null;
  /** The site's home page, absolute (from PUBLIC_URL); left out when the site's address is not set. */
  url?: string;
  sameAs: readonly (string | null | undefined)[];
}

/** The schema.org description of the college; empty settings are left out. */
export function organizationJsonLd(facts: OrganizationFacts): Record<string, unknown> {
  const present = (value: unknown) => value !== null && value !== undefined && value !== "";
  const description: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": ["CollegeOrUniversity", "EducationalOrganization"],
    name: facts.instituteName,
    url: facts.url,
    address: present(facts.address) ? { "@type": "PostalAddress", streetAddress: facts.address, addressCountry: "IN" } : undefined,
    telephone: facts.phone,
    email: facts.email,
    foundingDate: present(facts.establishedYear) ? String(facts.establishedYear) : undefined,
    sameAs: facts.sameAs.filter(present),
  };
  if ((description.sameAs as unknown[]).length === 0) delete description.sameAs;
  return Object.fromEntries(Object.entries(description).filter(([, value]) => present(value)));
}

export function OrganizationJsonLd({ facts }: { facts: Omit<OrganizationFacts, "url"> }) {
  const origin = useSiteOrigin();
  const described = organizationJsonLd({ ...facts, ...(origin ? { url: `${origin}/` } : {}) });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON for a script element, escaped by serializeForHtml; React would escape it as text
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForHtml(described) }} />;
}

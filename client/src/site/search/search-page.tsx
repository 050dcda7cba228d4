import { usePageData } from "../page-loader.js";
import { useSearchParams } from "react-router-dom";
import { SearchPageDocument, type SearchPageQuery } from "../../graphql/generated/graphql.js";
import { localHref } from "../../messages/active-language.js";
import { contentLang, InEnglishMark } from "../../ui/in-language.js";
import { noticesMessages } from "../../messages/notices.js";
import { searchMessages as m } from "../../messages/search.js";
import { shell } from "../../messages/shell.js";
import { fileSizeText, fileTypeName } from "../../ui/file-size.js";
import { QueryState } from "../../ui/query-state.js";
import { PageTitle } from "../layout/page-title.js";
import { TitledPage } from "../titled-page.js";
import { offsetOf, PAGE_SIZE, searchWords } from "./search-page-variables.js";
import { LinkUnlessBroken } from "../../ui/broken-links.js";

// /search?q=...: what the header's search box finds, rendered by the server (it works with
// JavaScript off), grouped by section in the order of each section's best match, 50 at a time:
// "More results" is a plain link to the same search's next page (?q=...&offset=50).

type Hit = SearchPageQuery["search"]["items"][number];

/** The hits by section, each section where its best hit ranks. */
function bySection(hits: Hit[]): { section: string; hits: Hit[] }[] {
  const groups = new Map<string, Hit[]>();
  for (const hit of hits) groups.set(hit.section, [...(groups.get(hit.section) ?? []), hit]);
  return [...groups].map(([section, sectionHits]) => ({ section, hits: sectionHits }));
}

export function SearchPage() {
  const [params] = useSearchParams();
  const query = searchWords(params);
  const offset = offsetOf(params.get("offset"));
  const result = usePageData(SearchPageDocument);
  const heading = query ? m.resultsFor(query) : m.heading;
  return (
    <TitledPage headingId="search-heading" heading={heading} className="search-page" pageTitle={<PageTitle page={heading} />}>
      {!query ? (
        <p>{m.askForWords}</p>
      ) : (
        <QueryState result={result} what={m.loading}>
          {({ search }) => (search.items.length === 0 ? <NoMatch query={query} /> : <Results query={query} offset={offset} search={search} />)}
        </QueryState>
      )}
    </TitledPage>
  );
}

function Results({ query, offset, search }: { query: string; offset: number; search: SearchPageQuery["search"] }) {
  return (
    <>
      <p role="status">{m.count(search.totalCount)}</p>
      {bySection(search.items).map((group, index) => (
        <section key={group.section} className="search-section" aria-labelledby={`search-section-${index}`}>
          <h2 id={`search-section-${index}`} lang={contentLang(group.hits[0], "section")}>
            {group.section}
          </h2>
          <ol className="search-hits">
            {group.hits.map((hit) => (
              <SearchHit key={`${hit.type}-${hit.id}`} hit={hit} />
            ))}
          </ol>
        </section>
      ))}
      {search.hasNextPage ? (
        <p className="search-more">
          <a rel="next" href={localHref(`/search?${new URLSearchParams({ q: query, offset: String(offset + PAGE_SIZE) }).toString()}`)}>
            {m.nextPage}
          </a>
        </p>
      ) : null}
    </>
  );
}

function SearchHit({ hit }: { hit: Hit }) {
  const lang = contentLang(hit, "title");
  return (
    <li className="search-hit">
      <h3>
        {/* A hit may be a document whose file the link check found lost: its title only. */}
        <LinkUnlessBroken href={hit.url} words={<span lang={lang}>{hit.title}</span>}>
          <a href={localHref(hit.url)} lang={lang}>
            {hit.title}
          </a>
        </LinkUnlessBroken>
        <InEnglishMark lang={contentLang(hit, "title")} />
      </h3>
      {hit.snippet.length > 0 && (
        <p className="search-snippet">{hit.snippet.map((part, i) => (part.matched ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</p>
      )}
      <p className="search-facts">
        {m.dated} <time dateTime={hit.date}>{hit.dateText}</time>
        {hit.file && ` · ${fileTypeName(hit.file.contentType)}, ${fileSizeText(hit.file.bytes)}`}
      </p>
    </li>
  );
}

function NoMatch({ query }: { query: string }) {
  const names = shell.pageNames;
  const links = [
    { href: "/", label: names.home },
    { href: "/gps-in-news", label: names.gpsInNews },
    { href: "/training-placements", label: names.trainingPlacements },
    { href: "/notices/archive", label: noticesMessages.archiveHeading },
    { href: "/sitemap", label: names.sitemap },
  ];
  return (
    <>
      <p role="status">{m.noMatch(query)}</p>
      <nav aria-label={m.sections}>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a href={localHref(link.href)}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

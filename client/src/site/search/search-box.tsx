import { useLocation, useSearchParams } from "react-router-dom";
import { localHref } from "../../messages/active-language.js";
import { searchMessages as m } from "../../messages/search.js";

// The header's search box on every public page: a plain GET form to /search (or /mr/search),
// so it works with JavaScript off; on the results page it keeps the words searched.
export function SearchBox() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const current = pathname === "/search" ? (params.get("q") ?? "") : "";
  return (
    <form className="site-search" role="search" action={localHref("/search")} method="get">
      <label htmlFor="site-search-words" className="visually-hidden">
        {m.label}
      </label>
      <input id="site-search-words" type="search" name="q" defaultValue={current} placeholder={m.placeholder} maxLength={200} autoComplete="off" />
      <button type="submit">{m.button}</button>
    </form>
  );
}

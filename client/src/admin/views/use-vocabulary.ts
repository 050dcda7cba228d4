import { useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { AdminVocabularyDocument, type AdminVocabularyQuery } from "../../graphql/generated/graphql.js";

/**
 * The choices the forms and the table filters offer. An editor of some departments is offered
 * only those (the server refuses the others anyway: auth/roles.ts); everyone else every one.
 */
export function useVocabulary(): AdminVocabularyQuery | undefined {
  const { data } = useQuery(AdminVocabularyDocument);
  return useMemo(() => {
    const mine = data?.me?.departments ?? [];
    if (!data || mine.length === 0) return data;
    return { ...data, departments: { ...data.departments, items: data.departments.items.filter((department) => mine.includes(department.slug)) } };
  }, [data]);
}

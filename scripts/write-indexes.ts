// Writes the index.ts of the content types, the migrations and the demo rows from the files in
// their folders (scripts/lib/generated-indexes.ts). The first step of `npm run codegen`.
import { generatedIndexes, writeGenerated } from "./lib/generated-indexes.js";

for (const file of writeGenerated(await generatedIndexes())) console.log(`Wrote ${file} from the files beside it.`);

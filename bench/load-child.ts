// One load run in a process of its own (bench/cluster.ts): two runs in one process would share
// its one JavaScript thread, and the load generator, not the servers, would set the pace.
// Takes the run's settings as JSON in argv[2]; prints the result as JSON.
import { runLoad, type LoadSettings } from "./load.js";

const settings = JSON.parse(process.argv[2]!) as LoadSettings;
const result = await runLoad(settings);
process.stdout.write(JSON.stringify(result));

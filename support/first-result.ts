/** One cold start of the functions bundle, for firstResultMs (load.ts): prints milliseconds to the first EIU result. */
import { loadBundle } from './bundle';

process.stdout.write(String(loadBundle().msToFirstResult));

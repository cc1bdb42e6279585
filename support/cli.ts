/** The command line as planners run it: the built `as400-sizer` (`npm run build:cli`), in a process of its own. */
import path from 'path';

export const BIN = path.resolve(__dirname, '..', 'bin', 'as400-sizer.js');

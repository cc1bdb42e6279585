import { FAMILIES } from '../catalog/families';
import { ANY_FAMILY } from '../sizing/migration';
import { add, as400, concat, div, eq, type Expr, fn, gt, IF, le, lt, MAX, mul, type Ref } from '../formula/expr';
import type { TemplateDef } from '../workbook/define-template';
import type { SheetBuilder } from '../workbook/layout';
import { recommendParts } from '../functions/migration';

const DIRECTIONS = ['traditional to server', 'server to traditional'] as const;
/** The family a direction chooses from unless the planner picks one: RECOMMEND's V4R5 servers for 2.11, the 6xx of the 2.12 example. */
const AUTOMATIC = 'automatic';
const TRADITIONAL_FAMILY = '6xx';

/**
 * PCR V4R5 2.11 and 2.12: a measured system moving between the traditional and the server models,
 * one direction at a time, ending in a model that carries both its interactive and its whole work.
 */
export const migration: TemplateDef = {
  id: 'migration',
  title: 'Migration',
  sheetName: 'Migration',
  summary:
    'A measured system moving from a traditional model to a server (PCR V4R5 2.11) or back (2.12): the ' +
    'interactive and the processor CPW it needs, and the Appendix D model that carries both.',
  inputs: [
    {
      name: 'Direction',
      label: 'Direction of the move',
      kind: 'choice',
      value: DIRECTIONS[0],
      choices: DIRECTIONS,
      help: 'PCR 2.11: from a traditional system to a server model; 2.12: from a server model to a traditional one.',
    },
    {
      name: 'Current',
      measures: 'system',
      label: 'Current system',
      kind: 'system',
      value: 66.7,
      help:
        'A catalog key (e.g. 170-2160-c) or its processor CPW. Default: PCR 2.11, a 510-2143 ' +
        'at its V3R6 CPW of 66.7 (Appendix D prints its V4R1 CPW, 81.6).',
    },
    {
      name: 'InteractiveUtil',
      measures: 'interactive',
      label: 'Its interactive utilization',
      kind: 'fraction',
      value: 0.21,
      help: 'Measured share of its CPU (P in 2.11, I in 2.12). Default: 21%, PCR 2.11.',
    },
    {
      name: 'BatchUtil',
      measures: 'batch',
      label: 'Its batch and client/server utilization',
      kind: 'fraction',
      value: 0,
      help: 'Measured share of its CPU (B in 2.12). Default: none, as the 2.11 example gives.',
    },
    {
      name: 'CustomServer',
      label: 'Moving to a custom server (2.11)',
      kind: 'flag',
      value: false,
      help: 'PCR 2.11: custom servers take 1.0 x P x CPW below 85% (1.5 x from 85%) instead of 3 x P x CPW.',
    },
    {
      name: 'TargetUtil',
      label: 'Planning limit',
      kind: 'fraction',
      value: 0.7,
      min: 0.01,
      help: 'PCR 2.12: divide by 70% to keep the CPU at 70% or less; applied to both directions.',
    },
    {
      name: 'Family',
      label: 'Family to choose from',
      kind: 'choice',
      value: AUTOMATIC,
      choices: [AUTOMATIC, ...Object.keys(FAMILIES), ANY_FAMILY],
      help:
        `${AUTOMATIC}: the V4R5 8xx and 2xx servers for 2.11 (Appendix D.1), the ${TRADITIONAL_FAMILY} for 2.12 ` +
        `(D.8, as its example); ${ANY_FAMILY}: every family but DSD. The 2.11 example picks from Sxx.`,
    },
  ],
  sources: [
    'PCR V4R5 2.11 (traditional to server: 3 x P x CPW of interactive CPW; custom servers 1.0 or 1.5 x P x CPW; the S20-2165 example).',
    'PCR V4R5 2.12 (server to traditional: CPWcs x (I + B) / 0.70; the 620-2180 example). The same (I + ' +
      'B) x CPW / limit sizes the processor CPW of a 2.11 server, so its batch fits too.',
    'PCR V4R5 Appendix D (the models recommended from). The recommendation is the model the binding requirement fills most, as both examples pick.',
  ],
  build(b, { Direction, Current, InteractiveUtil, BatchUtil, CustomServer, TargetUtil, Family }) {
    const toServer = eq(Direction, DIRECTIONS[0]);
    // A key with a knee or an interactive CPW of its own (AS400.KNEE answers) is no traditional model (2.2.3).
    const rated = IF(fn('ISNUMBER', Current), false, fn('ISNUMBER', as400('KNEE', Current)));
    b.heading('Results');
    const cpw = b.output('Processor CPW of the current system', as400('SYSTEMCPW', Current), {
      name: 'CurrentCPW',
      format: '#,##0.0',
      note: "As given, or Appendix D of the key (the single CPW of a traditional model; a server's C/S CPW).",
    });
    const interactive = b.output('Interactive CPW needed', IF(toServer, as400('SERVERINTCPW', cpw, InteractiveUtil, CustomServer), 0), {
      name: 'InteractiveNeeded',
      format: '#,##0.0',
      note: "2.11: 3 x P x CPW keeps the interactive load at or below the knee. 2.12: none, a traditional model's one CPW serves any mix (2.2.3).",
      key: { say: '{} interactive CPW' },
    });
    const processor = b.output(
      'Processor CPW needed',
      IF(toServer, div(mul(cpw, add(InteractiveUtil, BatchUtil)), TargetUtil), as400('TRADITIONALCPW', cpw, InteractiveUtil, BatchUtil, TargetUtil)),
      { name: 'ProcessorNeeded', format: '#,##0.0', note: 'CPW x (interactive + batch) / the planning limit (2.12).', key: { say: '{} CPW' } },
    );
    const family = b.output('Family searched', IF(eq(Family, AUTOMATIC), IF(toServer, '', TRADITIONAL_FAMILY), Family), {
      name: 'FamilySearched',
      note: 'The family chosen, or the one the direction searches (blank: the V4R5 8xx and 2xx servers).',
    });
    const model = b.output('Recommended model', recommendation(b, [processor, interactive, family]), {
      name: 'Recommended',
      note: 'The model of the family the binding requirement fills most (the smallest that carries both).',
      key: { say: 'a {}' },
    });
    b.output(
      'Check',
      IF(
        fn('ISERROR', cpw),
        'The current system is neither a key of Appendix D nor a CPW: give a full key, or a CPW (as 720 CPW if also a model number).',
        IF(
          gt(add(InteractiveUtil, BatchUtil), 1),
          'Interactive and batch utilization add up to more than 100% of the CPU: check the measurements.',
          IF(
            fn('ISERROR', model),
            'No model of that family carries both needs: choose a larger family, or any.',
            concat(model, ' carries both the interactive and the processor CPW needed.'),
          ),
        ),
      ),
      // No note beside it: the sentence runs on over the empty cells to its right, as Excel shows text.
      {},
    );
    b.output(
      'Current system',
      IF(
        toServer,
        IF(
          rated,
          concat(Current, ' has a knee or an interactive CPW of its own: 2.11 sizes a move from a traditional model, whose one CPW serves any mix.'),
          '',
        ),
        // A catalog key (AS400.CPW answers) without a knee of its own; a CPW, typed as a number or as text, is no model.
        IF(
          fn('OR', rated, fn('ISERROR', as400('CPW', Current))),
          '',
          concat(Current, " is a traditional model: 2.12 sizes a move from a server model's C/S CPW."),
        ),
      ),
      { name: 'CurrentKind' },
    );
  },
};

/** Where a sheet lays an intermediate result out: a row of its results (SheetBuilder.output), or a block beside the page (beside). */
export type Place = (label: string, expr: Expr, options: Parameters<SheetBuilder['beside']>[4] & { note?: string }) => Ref;

/**
 * AS400.RECOMMEND(required CPW, required interactive CPW, family), after two labelled rows of what its twin compares
 * (recommendParts): how full the binding requirement fills the model recommended, and that model's processor CPW.
 * A portable sheet computes them over the catalog sheet and its recommendation reads them, where it would write
 * that comparison out five times; a live sheet asks the add-in, of the model it recommends. Placed as results rows
 * unless `place` puts them elsewhere.
 */
export function recommendation(b: SheetBuilder, args: readonly [Expr, Expr?, Expr?], place: Place = (label, expr, o) => b.output(label, expr, o)): Expr {
  const [cpw, interactive] = args;
  const given = args.filter((a): a is Expr => a !== undefined);
  const call = as400('RECOMMEND', ...given);
  const parts = recommendParts(given);
  const modelCpw = as400('CPW', call);
  // The interactive capacity of the model recommended: its interactive CPW, or a traditional model's one CPW (2.2.3).
  const capacity = IF(fn('ISNUMBER', as400('INTCPW', call)), as400('INTCPW', call), modelCpw);
  const fill = interactive === undefined ? div(cpw, modelCpw) : IF(gt(interactive, 0), MAX(div(cpw, modelCpw), div(interactive, capacity)), div(cpw, modelCpw));
  const none = interactive === undefined ? le(cpw, 0) : fn('AND', le(cpw, 0), le(interactive, 0));
  const best = place('How full the model recommended is', IF(none, -1, IF(fn('ISERROR', call), -1, fill)), {
    name: 'RecommendedFill',
    format: '0.0%',
    note: 'The larger of the needs over its CPW and interactive capacity (-1: no model carries them).',
    portable: parts.best,
    portableArray: true,
    intermediate: true,
  });
  place('Its processor CPW', IF(lt(best, 0), fn('NA'), modelCpw), {
    name: 'RecommendedCPW',
    format: '#,##0.0',
    note: 'The smallest CPW filled that much: the first such row printed is recommended.',
    portable: parts.smallest,
    portableArray: true,
    intermediate: true,
  });
  return call;
}

import { as400, type Expr, ge, IF } from '../expr';

/**
 * Months until a utilization growing `growth` a year reaches `limit` (AS400.MONTHSTOLIMIT), 0 once
 * there: a share given in CPW or carried from a smaller system can be past the limit, or past 1,
 * which the function's fraction argument refuses.
 */
export const monthsUntil = (utilization: Expr, growth: Expr, limit: Expr): Expr => IF(ge(utilization, limit), 0, as400('MONTHSTOLIMIT', utilization, growth, limit));

/**
 * Misprints and oddities of Appendix D, keyed by seed line. The catalog keeps every value as
 * printed and attaches these notes to the row (field `quirks`), so a planner sees why a printed
 * value disagrees with the document's own formulas. Each note states the printed value and the
 * value the document's arithmetic gives.
 */
const PREVIOUS_170_C = "c row repeats its u row's CPU % (based on the u CPW, not on this row's C/S CPW).";

export const QUIRKS: Readonly<Record<number, readonly string[]>> = {
  8089: ['Processor CPU % @ Knee printed 92.3; 100 - 6.4 = 93.6.'],
  8116: [PREVIOUS_170_C, 'CPU % printed 22.2 / 7.7; 16 / 73 and 5.3 / 73 give 21.9 / 7.3.'],
  8117: ['CPU % printed 22.2 / 7.7; 16 / 73 and 5.3 / 73 give 21.9 / 7.3. Knee % 7.7 is not max % / 3 (7.4).'],
  8118: [PREVIOUS_170_C, 'CPU % printed 21.2 / 7.4; 23 / 114 and 7.7 / 114 give 20.2 / 6.8.'],
  8119: ['CPU % printed 21.2 / 7.4; 23 / 114 and 7.7 / 114 give 20.2 / 6.8. Knee % 7.4 is not max % / 3 (7.1).'],
  8120: [PREVIOUS_170_C, 'CPU % 14 / 4.7 are based on the u CPW 210, not on 125.'],
  8122: [PREVIOUS_170_C, 'CPU % 12.9 / 4.4 are based on the u CPW 319, not on 125.'],
  8123: ['CPU % printed 12.9 / 4.4; 40 / 319 and 13.3 / 319 give 12.5 / 4.2.'],
  8124: [PREVIOUS_170_C, 'CPU % 21.5 / 7.2 are based on the u CPW 319, not on 125.'],
  8125: ['CPU % printed 21.5 / 7.2; 67 / 319 and 22.3 / 319 give 21.0 / 7.0.'],
  8139: ['1/3 Max Interact CPW printed 16.7; 49.7 / 3 = 16.57 (16.7 is 3.6% of 464.3).'],
  8145: ['CPU % @ Max printed 3.2; 120 / 3660 = 3.28 (truncated).'],
  8146: ['CPU % @ the Knee printed 0.8; 40 / 4550 = 0.88 (truncated).'],
  8162: ['CPU % @ max printed 32.5; 579.6 / 1794 = 32.3.'],
  8163: ['CPU % printed 28.6 / 24.5 are truncations of 28.69 / 24.59.'],
  8164: [
    'CPU % @ max printed 38.6 is the knee over the processor CPW (1757.1 / 4550); 2050.0 / 4550 = 45.1. ' +
      'Knee % 33.1 = 38.6 x 6/7, so 6/7 was applied twice. The printed values are kept.',
  ],
  8176: ['CPU % 51.1 / 17 are based on the u C/S CPW 27, not on 20.2.'],
  8178: ["Max interactive printed 20.2, equal to this row's constrained C/S CPW (u row: 20.6); CPU % are the u row's."],
  8181: ['1/3 Max Interact CPW printed 3.9; 14.5 / 3 = 4.8.'],
  8182: ['Printed under model 50S; the V3R7 table prints 2111 under 40S (alias 40S-2111).'],
  8183: ['Printed under model 50S; the V3R7 table prints 2112 under 40S (alias 40S-2112).', '1/3 Max Interact CPW printed 10.8; 32.2 / 3 = 10.73.'],
  8184: ['1/3 Max Interact CPW printed 8.1; 22.5 / 3 = 7.5.'],
  8186: ['1/3 Max Interact CPW printed 12.0; 32.2 / 3 = 10.7.', 'Knee % printed 8.9; 23.8 / 3 = 7.9.'],
  8187: ['1/3 Max Interact CPW printed 15.9; 32.2 / 3 = 10.7.'],
  8190: ['1/3 Max Interact CPW printed 10.9; 32.2 / 3 = 10.7.'],
  8194: ['Knee % printed 33.0; 100.0 / 3 = 33.3. Memory-constrained before V4R1: c = u = 10.9.'],
  8195: ['Knee % printed 33.0; 100.0 / 3 = 33.3. Memory-constrained before V4R1: c = u = 10.9.'],
  8196: ['Identical to the V4R1 150-2269 u row.'],
  8199: ['1/3 Max Interact CPW printed 3.7; 13.8 / 3 = 4.6.'],
  8201: ['1/3 Max Interact CPW printed 10.3; 30.7 / 3 = 10.23.'],
  8202: ['1/3 Max Interact CPW printed 7.7; 21.4 / 3 = 7.1.'],
  8204: ['1/3 Max Interact CPW printed 11.5; 30.7 / 3 = 10.2.', 'Knee % printed 8.9; 23.8 / 3 = 7.9.'],
  8205: ['1/3 Max Interact CPW printed 13.3; 30.7 / 3 = 10.2.'],
  8208: ['1/3 Max Interact CPW printed 10.4; 30.7 / 3 = 10.2.'],
  8219: ['FI 164,655.74 is 2.5 x SD within 2 cents (it equals 0.6 x FI at 3.1H).'],
  8221: ['FI 238,073.64 is 2.5 x SD within 1 cent (it equals 0.6 x FI at 3.1H).'],
  8239: ['Printed 2 CPUs; the same CPW pair 459.3 / 598 is printed for 53S-2156 with 4 CPUs.'],
};

/** Extra keys for rows whose printed model label conflicts with the other release's table. */
export const ALIASES: Readonly<Record<number, readonly string[]>> = {
  8182: ['40S-2111'],
  8183: ['40S-2112'],
};

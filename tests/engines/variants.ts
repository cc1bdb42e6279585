/**
 * Inputs other than the samples' defaults, so the engines also walk the other branches of the
 * formulas: server models and the cap curve, an unknown model (errors must agree too), custom
 * servers, other drives and workloads, a demand given in CPW.
 */
export interface Variant {
  readonly name: string;
  readonly template: string;
  readonly sets: readonly string[];
  /** A known disagreement of the templates this variant shows, named here: the engine test expects it to fail until it is fixed. */
  readonly known?: string;
}

export const VARIANTS: readonly Variant[] = [
  { name: 'interactive-server', template: 'interactive', sets: ['Model=S20-2165', 'InteractiveUtil=0.05'] },
  { name: 'interactive-past-max', template: 'interactive', sets: ['Model=170-2386', 'InteractiveUtil=0.6'] },
  // At the alert threshold (70% x 120 / 1,050 CPW = 8%, 0.07999999999999999 in floating point): within it, Green.
  { name: 'interactive-at-threshold', template: 'interactive', sets: ['Model=730-2066-1507', 'InteractiveUtil=0.08'] },
  { name: 'runway-at-threshold', template: 'runway', sets: ['Model=730-2066-1507', 'InteractiveUtil=0.08', 'AnnualGrowth=0.001'] },
  // Keys as planners paste them: each workbook must hold the catalog key, so the portable formulas find it.
  ...['720/2061/1501', '720-2061 (1501)', '9406-720-2061-1501', '720\u20132061\u20131501', '720-2061 FC1501', '720-2061-#1501', '72020611501'].map(
    (key, i) => ({
      name: `interactive-key-form-${i + 1}`,
      template: 'interactive',
      sets: [`Model=${key}`],
    }),
  ),
  { name: 'web-f97', template: 'web', sets: ['Model=F97'] },
  { name: 'migration-custom', template: 'migration', sets: ['CustomServer=TRUE', 'Family=custom'] },
  { name: 'migration-sxx', template: 'migration', sets: ['Family=Sxx'] },
  {
    name: 'migration-to-traditional',
    template: 'migration',
    sets: ['Direction=server to traditional', 'Current=170-2160-c', 'InteractiveUtil=0.1', 'BatchUtil=0.5'],
  },
  // A current system given as a CPW that is also a model number: the sheet holds "720 CPW", which its formulas read as a CPW.
  { name: 'migration-cpw-current', template: 'migration', sets: ['Current=720 CPW', 'InteractiveUtil=0.3'] },
  { name: 'migration-impossible', template: 'migration', sets: ['Current=20000', 'InteractiveUtil=0.9', 'Family=2xx'] },
  { name: 'web-720', template: 'web', sets: ['Model=720-2061-1501', 'TargetUtil=0.5'] },
  // Other lines: secure Table 6.1 rows, a Table 6.2 page size, a secure page size (#N/A: Table 6.2 is nonsecure only).
  { name: 'web-mix', template: 'web', sets: ['Mix=servlet,TRUE,,12.5; proxy,,500,3; cgi-persistent,TRUE,,7; static,TRUE,1,2'] },
  { name: 'oc400-wide', template: 'oc400', sets: ['DbShare=0.6', 'AppMachines=5'] },
  // Past server factor x share = 1 the function is #NUM!, and so must be its portable twin.
  { name: 'oc400-saturated', template: 'oc400', sets: ['DbShare=0.9', 'AppMachines=31'] },
  { name: 'domino-large', template: 'domino', sets: ['Partitions=Mail,2500,3; Apps,3200,1'] },
  // 3000 measured users: the 270-2424 DSD; 6000 typical ones: more than any DSD announces (#N/A in both).
  { name: 'domino-dsd', template: 'domino', sets: ['Partitions=Mail,3000,1'] },
  { name: 'domino-beyond-dsd', template: 'domino', sets: ['Partitions=Mail,3000,2; Apps,3000,2'] },
  { name: 'save-3570', template: 'save', sets: ['Drive=3570', 'Workload=DLO', 'Drives=3', 'WindowHours=2'] },
  // Systems of the planner's own under each knee rule (the ratings are test inputs, not catalog data), one all-interactive, beside a catalog key.
  {
    name: 'scenarios-own',
    template: 'scenarios',
    sets: ['Candidates=Own 7/6,400,100,7/6,test input; Own 1/3,450,60,1/3,test input; Own 6/7,300,70,6/7,test input; Own all,1000,all,,test input'],
  },
  // Today's system as a CPW that is also a model number, typed as a CPW; a workload past 100% of two candidates.
  {
    name: 'scenarios-cpw-current',
    template: 'scenarios',
    sets: ['Current=650 CPW', 'CpuUtil=0.9', 'InteractiveUtil=0.5', 'AnnualGrowth=0.4', 'Candidates=170-2386; 820-2395-1521; 830-2403-1537'],
  },
  {
    name: 'runway-cpw',
    template: 'runway',
    sets: ['DemandCPW=500', 'AnnualGrowth=0.4'],
  },
  // Exactly 100% interactive, where the EIU and the utilization are both 1: past the knee in the sheets and in TARGETSTATUS's twin.
  { name: 'interactive-at-100', template: 'interactive', sets: ['InteractiveUtil=1'] },
  { name: 'runway-saturated', template: 'runway', sets: ['AnnualGrowth=0.5'] },
  { name: 'scenarios-at-100', template: 'scenarios', sets: ['CpuUtil=1', 'InteractiveUtil=1', 'Candidates=720-2061-1501; 730-2065-1507'] },
  // The report's sentence when no candidate fits, and with a system of the planner's own that does (and a name with a quote).
  { name: 'report-none-fits', template: 'report', sets: ['Candidates=170-2386; 720-2061-1501', "SystemName=O'Brien PROD"] },
  {
    name: 'report-own',
    template: 'report',
    sets: ['Candidates=720-2061-1501; Power S1014 4-core,40000,all,,IBM Power S1014 rPerf-based test input', 'AnnualGrowth=0.05'],
  },
  { name: 'report-cpw-current', template: 'report', sets: ['Current=650 CPW', 'Candidates=830-2403-1537'] },
  // Interactive work alone carried to 820s that hold it at a rating under the limit (PCR 2.2.1): "never", in words.
  { name: 'report-never', template: 'report', sets: ['CpuUtil=0.755', 'InteractiveUtil=0.393'] },
  { name: 'runway-never', template: 'runway', sets: ['Model=820-2396-1524', 'CpuUtil=0.2', 'InteractiveUtil=0.2'] },
];

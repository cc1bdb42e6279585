/** A hand-written plan that uses every kind of content a plan can hold, for writer tests that do not depend on the templates. */
import { sheetPlan, type WorkbookPlan } from '../../addin/workbook/plan';

export function samplePlan(name = 'Interactive capacity', support = false): WorkbookPlan {
  const q = `'${name.replace(/'/g, "''")}'`;
  return {
    sheets: [
      {
        name,
        role: 'template',
        widths: [28, 16, 12],
        cells: [
          { ref: 'A1', value: 'Interactive capacity', style: 'title' },
          { ref: 'A2', value: 'PCR V4R5 Chapter 2', style: 'subtitle' },
          { ref: 'A4', value: 'Model', style: 'label' },
          { ref: 'B4', value: '720-2061-1501', style: 'input' },
          { ref: 'A5', value: 'Interactive utilisation', style: 'label' },
          { ref: 'B5', value: 0.321, style: 'input', format: '0.0%' },
          { ref: 'A6', value: 'Family', style: 'label' },
          { ref: 'B6', value: '170', style: 'input' },
          { ref: 'A7', value: 'EIU', style: 'label' },
          { ref: 'B7', formula: '=AS400.EIU(Model,Util)', value: 0.4, style: 'output', format: '0.0%' },
          { ref: 'B8', formula: '=IF(B5>0.5,TRUE,FALSE)', value: false },
          { ref: 'B9', value: { error: '#N/A' } },
          { ref: 'B10', formula: '=SUM((B4:B6=B4)*1)', array: true, value: 1 },
          { ref: 'A12', value: 'Util', style: 'header' },
          { ref: 'B12', value: 'CPW', style: 'header' },
          { ref: 'A13', value: 0.1 },
          { ref: 'B13', value: 10 },
          { ref: 'A14', value: 0.2 },
          { ref: 'B14', value: 20 },
          { ref: 'C14', value: 25 },
        ],
        merges: ['A1:C1'],
        names: [
          { name: 'Model', refersTo: `${q}!$B$4` },
          { name: 'Util', refersTo: `${q}!$B$5` },
        ],
        validations: [
          {
            ref: 'B4',
            kind: 'listRange',
            source: support ? "'AS400 Catalog'!$A$5:$A$306" : `${q}!$A$13:$A$14`,
            prompt: 'A catalog key',
            error: 'Not in Appendix D',
          },
          { ref: 'B5', kind: 'decimal', min: 0, max: 1, prompt: 'A share of the CPU' },
          { ref: 'B6', kind: 'list', items: ['170', '7xx', '8xx'] },
        ],
        conditionalFormats: [
          {
            ref: 'B7',
            rules: [
              { formula: '=B7>0.7', fill: 'bad' },
              { formula: '=B7>0.5', fill: 'warn' },
              { formula: '=B7<=0.5', fill: 'good' },
            ],
          },
        ],
        charts: [
          {
            kind: 'scatter',
            title: 'CPW by utilisation',
            from: 'D4',
            to: 'J18',
            categories: `${q}!$A$13:$A$14`,
            series: [
              { name: 'CPW', values: `${q}!$B$13:$B$14`, color: '4472C4' },
              { name: 'Limit', values: `${q}!$C$13:$C$14`, color: 'ED7D31', line: 'dash' },
              { name: 'Today', values: `${q}!$B$7`, x: `${q}!$B$5`, color: 'C00000', line: 'none', marker: { symbol: 'diamond', size: 9 } },
            ],
            xTitle: 'Utilisation',
            yTitle: 'CPW',
            xFormat: '0%',
            xBounds: { min: 0.05, max: 0.95, major: 0.3 },
          },
        ],
        tables: [{ name: 'Curve', ref: 'A12:B14' }],
        freeze: { rows: 3, columns: 1 },
        tabColor: '1F3864',
      },
      ...(support
        ? [
            sheetPlan({
              name: 'AS400 Catalog',
              role: 'support',
              widths: [18],
              cells: [
                { ref: 'A4', value: 'Key', style: 'header' },
                { ref: 'A5', value: '720-2061-1501' },
              ],
            }),
          ]
        : []),
    ],
  };
}

/**
 * A small hand-written plan using every feature of the plan format, so the writer is tested
 * without depending on the templates' layout.
 */
import { type CellPlan, sheetPlan, type WorkbookPlan } from '../../../addin/workbook/plan';
import { SERIES_COLORS } from '../../../addin/workbook/styles';

const curve: CellPlan[] = [];
for (let i = 0; i <= 10; i++) {
  const r = 12 + i;
  curve.push({ ref: `A${r}`, value: i / 10, format: '0%' });
  curve.push({ ref: `B${r}`, formula: `=A${r}*A${r}`, value: (i / 10) * (i / 10), format: '0.00' });
  curve.push({ ref: `C${r}`, formula: `=1-A${r}`, value: 1 - i / 10, format: '0.00' });
}

export const FIXTURE: WorkbookPlan = {
  sheets: [
    {
      name: 'Sizing sheet',
      role: 'template',
      widths: [24, 14, 14, 10],
      cells: [
        { ref: 'A1', value: 'Sizing sheet', style: 'title' },
        { ref: 'A3', value: 'Model', style: 'label' },
        { ref: 'B3', value: 'K2', style: 'input' },
        { ref: 'A4', value: 'Utilization', style: 'label' },
        { ref: 'B4', value: 0.321, style: 'input', format: '0.0%' },
        { ref: 'A5', value: 'Secure', style: 'label' },
        { ref: 'B5', value: true, style: 'input' },
        { ref: 'A6', value: 'CPW', style: 'label' },
        { ref: 'B6', formula: "=INDEX('Support data'!$B$2:$B$4,MATCH(Model,'Support data'!$A$2:$A$4,0))", value: 20, style: 'output', format: '0.0' },
        { ref: 'A7', value: 'Biggest', style: 'label' },
        { ref: 'B7', formula: "=MAX(IF('Support data'!$B$2:$B$4>Util,'Support data'!$B$2:$B$4))", array: true, value: 30, style: 'output' },
        { ref: 'A8', value: 'Missing', style: 'label' },
        { ref: 'B8', formula: '=VLOOKUP("none",\'Support data\'!$A$2:$B$4,2,FALSE)', value: { error: '#N/A', message: 'no such model' }, style: 'output' },
        { ref: 'A9', value: 'Label', style: 'label' },
        { ref: 'B9', formula: '=IF(B5,"secure","plain")', value: 'secure', style: 'output' },
        { ref: 'B10', formula: '=B4>0.7', value: false },
        { ref: 'C9', value: 'A note long enough to wrap over two lines of its merged cells', style: 'note', wrap: true },
        { ref: 'A11', value: 'Utilization', style: 'header' },
        { ref: 'B11', value: 'Square', style: 'header' },
        { ref: 'C11', value: 'Rest', style: 'header' },
        ...curve,
      ],
      merges: ['A1:D1', 'C9:D9'],
      names: [
        { name: 'Model', refersTo: "'Sizing sheet'!$B$3" },
        { name: 'Util', refersTo: "'Sizing sheet'!$B$4" },
      ],
      validations: [
        { ref: 'B3', kind: 'listRange', source: "'Support data'!$A$2:$A$4", prompt: 'A model of the catalog' },
        { ref: 'B4', kind: 'decimal', min: 0, max: 1, error: 'A share from 0 to 100%' },
        { ref: 'B5', kind: 'list', items: ['TRUE', 'FALSE'] },
        { ref: 'D3:D4', kind: 'whole', min: 1, max: 32 },
      ],
      conditionalFormats: [
        {
          ref: 'B6',
          rules: [
            { formula: '=B6>25', fill: 'bad' },
            { formula: '=B6>15', fill: 'warn' },
            { formula: '=TRUE', fill: 'good' },
          ],
        },
        { ref: 'B12:C22', rules: [{ formula: '=B12>0.5', fill: 'shade' }] },
      ],
      charts: [
        {
          kind: 'line',
          title: 'Square and rest',
          from: 'E3',
          to: 'L18',
          categories: "'Sizing sheet'!$A$12:$A$22",
          series: [
            { name: 'Square', values: "'Sizing sheet'!$B$12:$B$22", color: SERIES_COLORS[0] },
            { name: 'Rest', values: "'Sizing sheet'!$C$12:$C$22", color: SERIES_COLORS[1] },
          ],
          xTitle: 'Utilization',
          yTitle: 'Share',
          xFormat: '0%',
          yFormat: '0.00',
        },
        {
          kind: 'scatter',
          title: 'Scatter',
          from: 'E20',
          to: 'L35',
          categories: "'Sizing sheet'!$A$12:$A$22",
          series: [
            { name: 'Square', values: "'Sizing sheet'!$B$12:$B$22", color: SERIES_COLORS[2] },
            { name: 'Limit', values: "'Sizing sheet'!$C$12:$C$13", x: "'Sizing sheet'!$A$12:$A$13", color: SERIES_COLORS[3], line: 'dash' },
            { name: 'Here', values: "'Sizing sheet'!$B$6", x: "'Sizing sheet'!$B$4", color: 'C00000', line: 'none', marker: { symbol: 'circle', size: 9 } },
          ],
          xTitle: 'x',
          yTitle: 'y',
        },
      ],
      tables: [],
      tabColor: '1F3864',
      rowHeights: [{ row: 9, points: 30 }],
      print: {
        orientation: 'landscape',
        fit: { wide: 1, tall: 1 },
        area: 'A1:L35',
        titleRows: '1:2',
        header: { left: 'R&&D sizing', center: 'Model K2', right: '&D' },
        footer: { left: 'PCR V4R5', right: 'Page &P of &N' },
      },
    },
    sheetPlan({
      name: 'Support data',
      role: 'support',
      widths: [12, 10],
      cells: [
        { ref: 'A1', value: 'key', style: 'header' },
        { ref: 'B1', value: 'cpw', style: 'header' },
        { ref: 'A2', value: 'K1' },
        { ref: 'B2', value: 10 },
        { ref: 'A3', value: 'K2' },
        { ref: 'B3', value: 20 },
        { ref: 'A4', value: 'K3' },
        { ref: 'B4', value: 30 },
      ],
      names: [{ name: 'Model', refersTo: "'Support data'!$A$2" }],
      tables: [{ name: 'SupportTable', ref: 'A1:B4' }],
      freeze: { rows: 1, columns: 1 },
      hidden: true,
    }),
  ],
};

/* Builds dist/: functions.js (+ functions.json generated from the JSDoc), the task pane page,
   office.js served locally, the icons and the manifest. One runtime chunk, so the shared runtime
   initialises every module (the catalog above all) once. */
const path = require('path');
const webpack = require('webpack');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CustomFunctionsMetadataPlugin = require('custom-functions-metadata-plugin');
const FUNCTION_FILES = require('./functions/adapters.json').adapters.map((a) => a.file);

const { functionSources } = require('./cli/function-sources.js');

const OFFICE_JS = path.dirname(require.resolve('@microsoft/office-js/dist/office.js'));

module.exports = (env, argv) => ({
  mode: argv.mode ?? 'production',
  // No eval-based source maps: the page's Content-Security-Policy forbids eval, in development too.
  devtool: argv.mode === 'development' ? 'source-map' : false,
  entry: {
    functions: FUNCTION_FILES.map((f) => `./${f}`),
    taskpane: './taskpane/main.ts',
  },
  output: { path: path.resolve(__dirname, 'dist'), filename: '[name].js', clean: true },
  target: ['web', 'es2020'],
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'ts-loader',
        options: { transpileOnly: true, compilerOptions: { module: 'es2020' } },
      },
    ],
  },
  optimization: { runtimeChunk: 'single' },
  performance: { hints: false },
  plugins: [
    new CustomFunctionsMetadataPlugin({ output: 'functions.json', input: FUNCTION_FILES }),
    new webpack.DefinePlugin({ __AS400_SOURCES__: JSON.stringify(functionSources()) }),
    new HtmlWebpackPlugin({
      filename: 'taskpane.html',
      template: './taskpane/taskpane.html',
      chunks: ['runtime', 'functions', 'taskpane'],
      scriptLoading: 'defer',
    }),
    new CopyWebpackPlugin({
      patterns: [
        { from: 'assets', to: 'assets' },
        { from: 'taskpane/taskpane.css', to: 'taskpane.css' },
        { from: 'manifest.xml', to: 'manifest.xml' },
        // office.js and the files it loads for Excel (desktop, Mac, web) and its strings for every locale.
        { from: 'office.js', context: OFFICE_JS, to: 'office' },
        { from: 'o15apptofilemappingtable.js', context: OFFICE_JS, to: 'office' },
        { from: 'excel-{win32-16.01,win32-16.01-core,win32-16.00,mac-16.00,mac-16.00-core,web-16.00,web-16.00-core}.js', context: OFFICE_JS, to: 'office' },
        { from: '*/office_strings.js', context: OFFICE_JS, to: 'office' },
      ],
    }),
  ],
  devServer: {
    static: { directory: path.resolve(__dirname, 'dist') },
    headers: { 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' },
    port: Number(process.env.PORT ?? 3000),
    client: false,
    hot: false,
    liveReload: false,
  },
});

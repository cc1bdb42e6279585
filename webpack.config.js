/* Builds dist/: functions.js (+ functions.json generated from the JSDoc), the task pane page
   (+ function-help.json for its function browser), office.js served locally, the icons, the
   manifest (its URLs under AS400_PUBLIC_URL when set) and the offline layer (sw.js, build.json).
   One runtime chunk, and the task pane depends on the functions bundle, so the shared runtime
   initialises every module (the catalog above all) once and ships it once. */
const path = require('path');
const webpack = require('webpack');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CustomFunctionsMetadataPlugin = require('custom-functions-metadata-plugin');
const FUNCTION_FILES = require('./functions/adapters.json').adapters.map((a) => a.file);

const { functionSources, functionTexts } = require('./cli/function-sources.js');
// Two build steps written in TypeScript (the tests use them too), loaded through tsx without a global hook.
const { require: requireTs } = require('tsx/cjs/api');
const { OfflinePlugin } = requireTs('./cli/offline-build.ts', __filename);
const { developmentManifest, manifestFor, publicUrl } = requireTs('./cli/public-url.ts', __filename);
const { DEV_NAMESPACE } = requireTs('./addin/names.ts', __filename);
const { HelpPagePlugin } = requireTs('./cli/help-page.ts', __filename);

const OFFICE_JS = path.dirname(require.resolve('@microsoft/office-js/dist/office.js'));

/**
 * What the task pane's function browser shows beyond functions.json: each function's @returns line
 * (its units), the topic of its file, and its whole description and parameters' (functions.json has
 * their first sentences), read from the same JSDoc. Fetched by the pane when the Functions tab opens,
 * so it costs the pane's start nothing.
 */
function functionHelp() {
  const help = {};
  const sources = functionSources();
  const texts = functionTexts();
  for (const { file, topic } of require('./functions/adapters.json').adapters) {
    const source = require('fs').readFileSync(path.join(__dirname, file), 'utf8');
    for (const [, block] of source.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
      const id = /@customfunction\s+(\S+)/.exec(block)?.[1];
      if (!id) continue;
      const returns = /@returns\s+([\s\S]*?)(?=\n\s*\*\s*@|$)/.exec(block)?.[1] ?? '';
      help[id.toUpperCase()] = {
        returns: returns
          .replace(/\n\s*\*\s?/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
        topic,
        source: sources[id.toUpperCase()],
        description: texts[id.toUpperCase()].description,
        parameters: texts[id.toUpperCase()].parameters,
      };
    }
  }
  return help;
}

class FunctionHelpPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FunctionHelpPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FunctionHelpPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const { file } of require('./functions/adapters.json').adapters) compilation.fileDependencies.add(path.join(__dirname, file));
        compilation.emitAsset('function-help.json', new webpack.sources.RawSource(JSON.stringify(functionHelp())));
      });
    });
  }
}

/**
 * The Consolidation form (taskpane/consolidation-kit.ts) as a compilation of its own, a child of the
 * pane's: it shares no module with the pane's bundle, where a module another chunk imports stands
 * alone, unmerged, and the pane would pass its budget. Its files join the build's assets before
 * the offline layer hashes them. It is one file: what its modules load lazily (SRRATE's tables,
 * through the specs the report's Trend and Measurements sheets call) is folded into it, where a chunk
 * of its own would share a file name with the functions bundle's chunk of the same module.
 */
class ConsolidationBundlePlugin {
  apply(compiler) {
    compiler.hooks.make.tapAsync('ConsolidationBundlePlugin', (compilation, done) => {
      const child = compilation.createChildCompiler('consolidation', { filename: '[name].js', publicPath: '' });
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }).apply(child);
      new webpack.EntryPlugin(compiler.context, './taskpane/consolidation.ts', { name: 'consolidation' }).apply(child);
      child.runAsChild((error) => done(error));
    });
  }
}

module.exports = (env, argv) => {
  // Checked before anything is built: a wrong address fails the build with the reason.
  const base = publicUrl(process.env.AS400_PUBLIC_URL);
  // The development build (npm start) is an add-in of its own: its own Id, name and namespace
  // (developmentManifest), so it can be installed beside the released one.
  const development = argv.mode === 'development';
  const manifest = (xml) => (development ? developmentManifest(manifestFor(xml, base)) : manifestFor(xml, base));
  return {
    mode: argv.mode ?? 'production',
    // No eval-based source maps: the page's Content-Security-Policy forbids eval, in development too.
    devtool: argv.mode === 'development' ? 'source-map' : false,
    entry: {
      // outside-excel first: without it, the adapters' associate calls throw where office.js defines no
      // CustomFunctions (a browser, another Office app), and the pane that shares this bundle stays blank.
      functions: ['./functions/outside-excel.ts', ...FUNCTION_FILES.map((f) => `./${f}`)],
      // The pane imports the adapters and the catalog too: dependOn makes it reuse the functions
      // bundle's modules (already in the page) instead of carrying a second copy.
      taskpane: { import: './taskpane/main.ts', dependOn: 'functions' },
    },
    // Chunks (SRRATE's tables) load beside the page that runs the functions: a fixed, relative public
    // path instead of webpack's guess from the document's scripts, which a worker or Node has none of.
    output: { path: path.resolve(__dirname, 'dist'), filename: '[name].js', publicPath: '', clean: true },
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
      // addin/names.ts reads it: the namespace the pane writes and inserts its calls with.
      ...(development ? [new webpack.DefinePlugin({ AS400_NAMESPACE: JSON.stringify(DEV_NAMESPACE) })] : []),
      new CustomFunctionsMetadataPlugin({ output: 'functions.json', input: FUNCTION_FILES }),
      new FunctionHelpPlugin(),
      new ConsolidationBundlePlugin(),
      // help.html, one section per function, and every function's helpUrl in functions.json pointing there.
      new HelpPagePlugin(base),
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
          { from: 'manifest.xml', to: 'manifest.xml', transform: (content) => manifest(content.toString('utf8')) },
          // office.js and the files it loads for Excel (desktop, Mac, web) and its strings for every locale.
          { from: 'office.js', context: OFFICE_JS, to: 'office' },
          { from: 'o15apptofilemappingtable.js', context: OFFICE_JS, to: 'office' },
          { from: 'excel-{win32-16.01,win32-16.01-core,win32-16.00,mac-16.00,mac-16.00-core,web-16.00,web-16.00-core}.js', context: OFFICE_JS, to: 'office' },
          { from: '*/office_strings.js', context: OFFICE_JS, to: 'office' },
        ],
      }),
      // Last: it hashes every other file as written.
      new OfflinePlugin(),
    ],
    devServer: {
      static: { directory: path.resolve(__dirname, 'dist') },
      headers: { 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' },
      port: Number(process.env.PORT ?? 3000),
      client: false,
      hot: false,
      liveReload: false,
    },
  };
};

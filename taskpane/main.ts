/** The one entry of the task pane: waits for Office, then says the add-in is ready. */
Office.onReady((info) => {
  const status = document.getElementById('status');
  if (status) status.textContent = info.host ? `Ready in ${info.host}.` : 'Open this page from Excel to use the add-in.';
});

// Messages of the spreadsheet reading path every import goes through (apps/server/src/lib/spreadsheet).

export const zhCN = {
  'spreadsheet.not_xlsx': '请上传 xlsx 格式的导入文件',
  'spreadsheet.legacy': '不支持 .xls 旧格式或设置了密码的文件，请在 Excel 中另存为 .xlsx（不设密码）后再上传',
  'spreadsheet.damaged': '文件已损坏或格式不正确，无法读取，请在 Excel 中重新保存后再上传',
  'spreadsheet.too_many_parts':
    '文件内部包含的部件过多（{{count}} 个，上限 {{max}} 个），请只保留需要导入的工作表后再上传',
  'spreadsheet.too_large': '文件解压后过大（上限 {{max}} MB），请删除多余内容或分批导入',
  'spreadsheet.suspicious': '文件的压缩比异常，可能是恶意构造的文件，已拒绝读取',
  'spreadsheet.too_complex': '文件内容过于复杂，未能在限定的时间和内存内读完，请精简内容或分批导入',
  'spreadsheet.no_sheet': '文件中没有工作表',
  'spreadsheet.missing_columns': '表头缺少必需的列：{{columns}}',
  'spreadsheet.too_many_rows': '单次最多导入 {{max}} 行',
  'spreadsheet.busy': '正在处理的导入文件较多，请稍后再试',
} as const;

export const enUS: Record<keyof typeof zhCN, string> = {
  'spreadsheet.not_xlsx': 'Please upload an .xlsx import file.',
  'spreadsheet.legacy':
    'Old .xls files and password-protected files are not supported. Please save the file as .xlsx without a password in Excel and upload it again.',
  'spreadsheet.damaged':
    'The file is damaged or not a valid .xlsx file. Please save it again in Excel and upload it again.',
  'spreadsheet.too_many_parts':
    'The file contains too many parts ({{count}}, at most {{max}}). Please keep only the sheet to import and upload it again.',
  'spreadsheet.too_large':
    'The file is too large once unpacked (at most {{max}} MB). Please remove unneeded content or import in smaller batches.',
  'spreadsheet.suspicious':
    'The file is compressed in an unusual way and may be crafted to harm the server. It was not read.',
  'spreadsheet.too_complex':
    'The file is too complex to read within the time and memory allowed. Please simplify it or import in smaller batches.',
  'spreadsheet.no_sheet': 'The file has no worksheet.',
  'spreadsheet.missing_columns': 'The header row lacks required columns: {{columns}}.',
  'spreadsheet.too_many_rows': 'At most {{max}} rows can be imported at once.',
  'spreadsheet.busy': 'Many import files are being processed. Please try again in a moment.',
};

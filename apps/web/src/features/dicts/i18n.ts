// Strings of the dictionary administration (system/dict), namespace 'dicts'. The back-office words (save, delete, no
// data, ...) are the admin kit's: the screens read its namespace as their fallback.
import '@/components/admin/i18n';
import { registerTranslations } from '@/i18n/register';

const zhCN = {
  dict: {
    keywordHint: '字典编码或名称',
    code: '字典编码',
    codeHint: '大写字母、数字和下划线，创建后不可修改',
    codeRequired: '请输入字典编码',
    codeInvalid: '只能包含大写字母、数字和下划线',
    name: '字典名称',
    nameRequired: '请输入字典名称',
    nameEn: '英文名称',
    remark: '备注',
    itemCount: '字典项',
    createType: '新增字典',
    editType: '编辑字典',
    items: '字典项',
    itemsOf: '字典项：{{name}}',
    pickType: '请选择左侧的字典查看字典项',
    createItem: '新增字典项',
    editItem: '编辑字典项',
    value: '字典值',
    valueRequired: '请输入字典值（非负整数）',
    label: '字典标签',
    labelRequired: '请输入字典标签',
    labelEn: '英文标签',
    order: '排序',
  },
};

registerTranslations('dicts', zhCN, {
  dict: {
    keywordHint: 'Code or name',
    code: 'Code',
    codeHint: 'Capital letters, digits and underscores; cannot be changed later',
    codeRequired: 'Enter a code',
    codeInvalid: 'Only capital letters, digits and underscores',
    name: 'Name',
    nameRequired: 'Enter a name',
    nameEn: 'English name',
    remark: 'Remark',
    itemCount: 'Items',
    createType: 'New dictionary',
    editType: 'Edit dictionary',
    items: 'Items',
    itemsOf: 'Items of {{name}}',
    pickType: 'Choose a dictionary on the left to see its items',
    createItem: 'New item',
    editItem: 'Edit item',
    value: 'Value',
    valueRequired: 'Enter a value (a whole number, 0 or more)',
    label: 'Label',
    labelRequired: 'Enter a label',
    labelEn: 'English label',
    order: 'Order',
  },
});

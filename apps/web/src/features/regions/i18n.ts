// Strings of the region administration (system/region), namespace 'regions'. The back-office words (save, delete, no
// data, ...) are the admin kit's: the screens read its namespace as their fallback.
import '@/components/admin/i18n';
import { registerTranslations } from '@/i18n/register';

const zhCN = {
  region: {
    name: '区划名称',
    nameRequired: '请输入区划名称',
    code: '区划代码',
    codeHint: '6 位行政区划代码，创建后不可修改',
    codeInvalid: '请输入 6 位数字区划代码',
    level: '级别',
    province: '省',
    city: '市',
    area: '区县',
    top: '顶级',
    addTop: '新增省级区划',
    addChild: '新增下级',
    createTitle: '新增区划（上级：{{parent}}）',
    editTitle: '编辑区划：{{name}}',
  },
};

registerTranslations('regions', zhCN, {
  region: {
    name: 'Name',
    nameRequired: 'Enter a name',
    code: 'Division code',
    codeHint: 'The 6-digit division code; cannot be changed later',
    codeInvalid: 'Enter a 6-digit code',
    level: 'Level',
    province: 'Province',
    city: 'City',
    area: 'District',
    top: 'top level',
    addTop: 'New province',
    addChild: 'Add child',
    createTitle: 'New region (under {{parent}})',
    editTitle: 'Edit region: {{name}}',
  },
});

/**
 * Title and empty-state text of every screen whose content arrives in a later issue.
 * The text says what will appear; no sample data is shown.
 */
export interface ScreenInfo {
  title: string;
  empty: string;
}

export const SCREENS = {
  paperList: { title: '作业列表', empty: '布置给班级的作业和考试会显示在这里' },
  numberBook: { title: '数字教材', empty: '本学科可用的数字教材会显示在这里' },
  myPlanCourse: { title: '我的备课', empty: '你创建和收藏的备课内容会显示在这里' },
  bookDetail: { title: '教材详情', empty: '所选教材的目录和配套资源会显示在这里' },
  schoolMaterials: { title: '校本资料', empty: '学校编写的校本资料会显示在这里' },
  paperBinding: { title: '资料装订', empty: '待装订成册的校本资料会显示在这里' },
  scan: { title: '扫描答题卡', empty: '连接扫描仪后扫描的答题卡会显示在这里' },
  printingTest: { title: '打印试卷', empty: '选择试卷后，试卷的打印预览会显示在这里' },
  printing: { title: '打印中心', empty: '待打印的试卷、答案和答题卡会显示在这里' },
  printGrade: { title: '打印成绩', empty: '考试成绩的打印预览会显示在这里' },
  printAnswer: { title: '打印答案', empty: '试卷答案与解析的打印预览会显示在这里' },
  printCode: { title: '打印二维码', empty: '学生二维码的打印预览会显示在这里' },
  printBarcode: { title: '打印条形码', empty: '学生考号条形码的打印预览会显示在这里' },
  printGradeTest: { title: '打印成绩单', empty: '学生成绩单的打印预览会显示在这里' },
  bookPreview: { title: '教材预览', empty: '打开的数字教材会在这里预览' },
} satisfies Record<string, ScreenInfo>;

export type ScreenKey = keyof typeof SCREENS;

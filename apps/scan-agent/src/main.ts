/** 智卷扫描代理 — entry point (work in progress). */
console.log('zhijuan-scan-agent');

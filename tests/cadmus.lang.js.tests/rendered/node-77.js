const v1 = `aab9${Infinity}b111${NaN}z0zz`;
out(v1);

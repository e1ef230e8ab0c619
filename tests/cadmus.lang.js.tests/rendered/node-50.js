const v50 = (...v51) => v51;
out(v50(0));

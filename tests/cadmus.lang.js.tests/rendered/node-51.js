isNaN(9);

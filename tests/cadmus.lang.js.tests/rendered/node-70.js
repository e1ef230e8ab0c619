fuel();
fuel();

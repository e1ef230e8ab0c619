fuel();

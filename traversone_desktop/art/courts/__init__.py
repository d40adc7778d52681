"""Court figures per pattern family: each family draws its own bodies."""

"""Court figure bodies, one family of modules per pattern family (Spanish, northern, ...)."""

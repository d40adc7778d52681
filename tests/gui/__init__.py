"""Tests of the table, the controller and the main window."""

"""The bundle's entry script: the same ``main()`` as the ``traversone`` command.

``main()`` calls ``multiprocessing.freeze_support()`` first, so a bot worker
process started from the bundle runs its task instead of another app.
"""

import sys

from traversone_desktop.__main__ import main

sys.exit(main())

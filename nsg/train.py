"""``python -m nsg.train`` (and ``torchrun -m nsg.train``): see :mod:`nsg.commands.train`."""
from nsg.commands.common import run_main
from nsg.commands.train import main

if __name__ == "__main__":
    run_main(main)

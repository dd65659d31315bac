"""torch.square -> CircularPad1d -> torch.absolute: synthesised by warpgym synth (seed 7, index 3135, torch#3, dim 0 x419)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.square -> CircularPad1d -> torch.absolute"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_1 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = torch.square(x)
        x = self.circularpad1d_1(x)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(6704, 32, 256)]


def get_init_inputs():
    return []

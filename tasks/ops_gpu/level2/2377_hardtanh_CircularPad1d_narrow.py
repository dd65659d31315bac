"""F.hardtanh -> CircularPad1d -> torch.narrow: synthesised by warpgym synth (seed 7, index 3747, torch#3, dim 0 x1403)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> CircularPad1d -> torch.narrow"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_1 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = F.hardtanh(x)
        x = self.circularpad1d_1(x)
        x = torch.narrow(x, -1, 2, 2)
        return x


def get_inputs():
    return [torch.randn(22448, 32, 256)]


def get_init_inputs():
    return []

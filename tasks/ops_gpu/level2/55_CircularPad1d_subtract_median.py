"""CircularPad1d -> torch.subtract -> torch.median: synthesised by warpgym synth (seed 7, index 76, torch#3, dim 0 x4036)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad1d -> torch.subtract -> torch.median"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_0 = nn.CircularPad1d(padding=1)

    def forward(self, x, x1):
        x = self.circularpad1d_0(x)
        x = torch.subtract(x, x1)
        x = torch.median(x)
        return x


def get_inputs():
    return [torch.randn(1033216, 512), torch.randn(1033216, 514)]


def get_init_inputs():
    return []

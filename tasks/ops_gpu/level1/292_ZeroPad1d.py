"""ZeroPad1d: synthesised by warpgym synth (seed 7, index 4205, torch#1, dim 0 x7930)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.zeropad1d_0(x)
        return x


def get_inputs():
    return [torch.randn(507520, 1024)]


def get_init_inputs():
    return []

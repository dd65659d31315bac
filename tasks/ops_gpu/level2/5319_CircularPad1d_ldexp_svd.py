"""CircularPad1d -> torch.ldexp -> torch.svd: synthesised by warpgym synth (seed 10, index 73, torch#3, dim 0 x1763)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad1d -> torch.ldexp -> torch.svd"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_0 = nn.CircularPad1d(padding=1)

    def forward(self, x, x1):
        x = self.circularpad1d_0(x)
        x = torch.ldexp(x, x1)
        x = torch.svd(x)[0]
        return x


def get_inputs():
    return [torch.randn(225664, 256), torch.randn(225664, 258)]


def get_init_inputs():
    return []

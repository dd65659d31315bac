"""ConstantPad1d -> torch.remainder: synthesised by warpgym synth (seed 7, index 601, torch#2, dim 0 x565)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> torch.remainder"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x, x1):
        x = self.constantpad1d_0(x)
        x = torch.remainder(x, x1)
        return x


def get_inputs():
    return [torch.randn(4520, 64, 16, 16), torch.randn(4520, 64, 16, 18)]


def get_init_inputs():
    return []

"""ConstantPad1d -> torch.amax: synthesised by warpgym synth (seed 7, index 2756, torch#2, dim 0 x3300)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> torch.amax"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = torch.amax(x)
        return x


def get_inputs():
    return [torch.randn(26400, 256, 128)]


def get_init_inputs():
    return []

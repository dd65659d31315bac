"""F.hardswish -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 4954, torch#2, dim 0 x1261)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardswish -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = F.hardswish(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(10088, 64, 16, 16)]


def get_init_inputs():
    return []

"""ZeroPad1d -> F.softmin: synthesised by warpgym synth (seed 7, index 3207, torch#2, dim 0 x4195)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> F.softmin"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = F.softmin(x)
        return x


def get_inputs():
    return [torch.randn(268480, 1024)]


def get_init_inputs():
    return []

"""ZeroPad1d -> F.sigmoid: synthesised by warpgym synth (seed 7, index 1170, torch#2, dim 0 x7914)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> F.sigmoid"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(2025984, 256)]


def get_init_inputs():
    return []

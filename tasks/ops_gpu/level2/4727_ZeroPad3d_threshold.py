"""ZeroPad3d -> F.threshold: synthesised by warpgym synth (seed 9, index 11, torch#2, dim 0 x3352)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad3d -> F.threshold"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = self.zeropad3d_0(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        return x


def get_inputs():
    return [torch.randn(53632, 64, 128)]


def get_init_inputs():
    return []

"""GLU -> F.avg_pool3d: synthesised by warpgym synth (seed 9, index 425, torch#2, dim 0 x4633)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> F.avg_pool3d"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()

    def forward(self, x):
        x = self.glu_0(x)
        x = F.avg_pool3d(x, 3)
        return x


def get_inputs():
    return [torch.randn(37064, 64, 16, 16)]


def get_init_inputs():
    return []

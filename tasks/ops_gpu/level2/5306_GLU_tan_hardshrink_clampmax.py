"""GLU -> torch.tan -> F.hardshrink -> torch.clamp_max: synthesised by warpgym synth (seed 10, index 56, torch#4, dim 0 x1296)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> torch.tan -> F.hardshrink -> torch.clamp_max"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()

    def forward(self, x):
        x = self.glu_0(x)
        x = torch.tan(x)
        x = F.hardshrink(x)
        x = torch.clamp_max(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(331776, 512)]


def get_init_inputs():
    return []

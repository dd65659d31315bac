"""LocalResponseNorm -> F.hardshrink -> F.glu: synthesised by warpgym synth (seed 7, index 4696, torch#3, dim 0 x2043)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> F.hardshrink -> F.glu"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = F.hardshrink(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(8172, 32, 32, 32)]


def get_init_inputs():
    return []

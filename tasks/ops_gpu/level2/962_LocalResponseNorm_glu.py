"""LocalResponseNorm -> F.glu: synthesised by warpgym synth (seed 7, index 1564, torch#2, dim 0 x1842)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> F.glu"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(14736, 16, 32, 32)]


def get_init_inputs():
    return []

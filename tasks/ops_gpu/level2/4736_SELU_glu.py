"""SELU -> F.glu: synthesised by warpgym synth (seed 9, index 24, torch#2, dim 0 x4760)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> F.glu"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()

    def forward(self, x):
        x = self.selu_0(x)
        x = F.glu(x)
        return x


def get_inputs():
    return [torch.randn(19040, 32, 32, 32)]


def get_init_inputs():
    return []

"""torch.digamma -> F.threshold -> SiLU -> Hardsigmoid: synthesised by warpgym synth (seed 8, index 261, torch#4, dim 0 x5307)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.digamma -> F.threshold -> SiLU -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.silu_2 = nn.SiLU()
        self.hardsigmoid_3 = nn.Hardsigmoid()

    def forward(self, x):
        x = torch.digamma(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.silu_2(x)
        x = self.hardsigmoid_3(x)
        return x


def get_inputs():
    return [torch.randn(1358592, 256)]


def get_init_inputs():
    return []

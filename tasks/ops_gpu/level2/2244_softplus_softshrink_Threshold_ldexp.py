"""F.softplus -> F.softshrink -> Threshold -> torch.ldexp: synthesised by warpgym synth (seed 7, index 3562, torch#4, dim 0 x1947)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus -> F.softshrink -> Threshold -> torch.ldexp"""

    def __init__(self):
        super().__init__()
        self.threshold_2 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x, x1):
        x = F.softplus(x)
        x = F.softshrink(x)
        x = self.threshold_2(x)
        x = torch.ldexp(x, x1)
        return x


def get_inputs():
    return [torch.randn(3894, 8, 8, 16, 16), torch.randn(3894, 8, 8, 16, 16)]


def get_init_inputs():
    return []

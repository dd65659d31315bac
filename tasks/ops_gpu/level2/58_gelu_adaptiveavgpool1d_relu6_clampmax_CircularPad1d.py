"""F.gelu -> F.adaptive_avg_pool1d -> F.relu6 -> torch.clamp_max -> CircularPad1d: synthesised by warpgym synth (seed 7, index 81, torch#5, dim 0 x2646)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> F.adaptive_avg_pool1d -> F.relu6 -> torch.clamp_max -> CircularPad1d"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_4 = nn.CircularPad1d(padding=1)

    def forward(self, x):
        x = F.gelu(x)
        x = F.adaptive_avg_pool1d(x, 4)
        x = F.relu6(x)
        x = torch.clamp_max(x, 0.5)
        x = self.circularpad1d_4(x)
        return x


def get_inputs():
    return [torch.randn(677376, 512)]


def get_init_inputs():
    return []

"""torch.msort -> Linear -> torch.ldexp -> F.adaptive_avg_pool3d: synthesised by warpgym synth (seed 7, index 3868, torch#4, dim 0 x1056)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.msort -> Linear -> torch.ldexp -> F.adaptive_avg_pool3d"""

    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(in_features=32, out_features=32)

    def forward(self, x, x1):
        x = torch.msort(x)
        x = self.linear_1(x)
        x = torch.ldexp(x, x1)
        x = F.adaptive_avg_pool3d(x, output_size=4)
        return x


def get_inputs():
    return [torch.randn(4224, 32, 32, 32), torch.randn(4224, 32, 32, 32)]


def get_init_inputs():
    return []

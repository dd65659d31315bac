"""torch.hypot -> torch.neg -> F.adaptive_avg_pool3d -> GELU: synthesised by warpgym synth (seed 7, index 4777, torch#4, dim 0 x15420)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.hypot -> torch.neg -> F.adaptive_avg_pool3d -> GELU"""

    def __init__(self):
        super().__init__()
        self.gelu_3 = nn.GELU()

    def forward(self, x, x1):
        x = torch.hypot(x, x1)
        x = torch.neg(x)
        x = F.adaptive_avg_pool3d(x, output_size=4)
        x = self.gelu_3(x)
        return x


def get_inputs():
    return [torch.randn(61680, 16, 8, 8, 8), torch.randn(61680, 16, 8, 8, 8)]


def get_init_inputs():
    return []

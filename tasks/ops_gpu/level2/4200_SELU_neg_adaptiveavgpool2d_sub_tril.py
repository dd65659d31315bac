"""SELU -> torch.neg -> F.adaptive_avg_pool2d -> torch.sub -> torch.tril: synthesised by warpgym synth (seed 7, index 6598, torch#5, dim 0 x1299)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> torch.neg -> F.adaptive_avg_pool2d -> torch.sub -> torch.tril"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()

    def forward(self, x, x1):
        x = self.selu_0(x)
        x = torch.neg(x)
        x = F.adaptive_avg_pool2d(x, output_size=4)
        x = torch.sub(x, x1)
        x = torch.tril(x)
        return x


def get_inputs():
    return [torch.randn(10392, 16, 32, 32), torch.randn(10392, 16, 4, 4)]


def get_init_inputs():
    return []

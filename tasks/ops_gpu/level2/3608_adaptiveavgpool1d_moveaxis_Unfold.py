"""F.adaptive_avg_pool1d -> torch.moveaxis -> Unfold: synthesised by warpgym synth (seed 7, index 5655, torch#3, dim 0 x6668)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool1d -> torch.moveaxis -> Unfold"""

    def __init__(self):
        super().__init__()
        self.unfold_2 = nn.Unfold(kernel_size=3)

    def forward(self, x):
        x = F.adaptive_avg_pool1d(x, 4)
        x = torch.moveaxis(x, 2, 1)
        x = self.unfold_2(x)
        return x


def get_inputs():
    return [torch.randn(106688, 32, 256)]


def get_init_inputs():
    return []

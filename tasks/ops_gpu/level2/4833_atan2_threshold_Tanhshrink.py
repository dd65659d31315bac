"""torch.atan2 -> F.threshold -> Tanhshrink: synthesised by warpgym synth (seed 9, index 163, torch#3, dim 0 x2727)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.atan2 -> F.threshold -> Tanhshrink"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_2 = nn.Tanhshrink()

    def forward(self, x, x1):
        x = torch.atan2(x, x1)
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.tanhshrink_2(x)
        return x


def get_inputs():
    return [torch.randn(698112, 512), torch.randn(698112, 512)]


def get_init_inputs():
    return []

"""F.normalize -> torch.sub -> Threshold: synthesised by warpgym synth (seed 7, index 1, torch#3, dim 0 x2474)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.normalize -> torch.sub -> Threshold"""

    def __init__(self):
        super().__init__()
        self.threshold_2 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x, x1):
        x = F.normalize(x)
        x = torch.sub(x, x1)
        x = self.threshold_2(x)
        return x


def get_inputs():
    return [torch.randn(158336, 1024), torch.randn(158336, 1024)]


def get_init_inputs():
    return []

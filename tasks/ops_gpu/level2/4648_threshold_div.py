"""F.threshold -> torch.div: synthesised by warpgym synth (seed 8, index 337, torch#2, dim 0 x2391)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.threshold -> torch.div"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = torch.div(x, x1)
        return x


def get_inputs():
    return [torch.randn(38256, 32, 256), torch.randn(38256, 32, 256)]


def get_init_inputs():
    return []

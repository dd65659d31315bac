"""F.adaptive_avg_pool1d -> torch.div: synthesised by warpgym synth (seed 8, index 297, torch#2, dim 0 x2419)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool1d -> torch.div"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.adaptive_avg_pool1d(x, 4)
        x = torch.div(x, x1)
        return x


def get_inputs():
    return [torch.randn(19352, 256, 128), torch.randn(19352, 256, 4)]


def get_init_inputs():
    return []

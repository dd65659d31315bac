"""torch.div -> F.pdist: synthesised by warpgym synth (seed 7, index 4208, torch#2, dim 0 x153)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.div -> F.pdist"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.div(x, x1)
        x = F.pdist(x)
        return x


def get_inputs():
    return [torch.randn(39168, 256), torch.randn(39168, 256)]


def get_init_inputs():
    return []

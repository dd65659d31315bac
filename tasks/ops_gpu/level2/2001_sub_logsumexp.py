"""torch.sub -> torch.logsumexp: synthesised by warpgym synth (seed 7, index 3156, torch#2, dim 0 x2766)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sub -> torch.logsumexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.sub(x, x1)
        x = torch.logsumexp(x, -1)
        return x


def get_inputs():
    return [torch.randn(22128, 64, 16, 16), torch.randn(22128, 64, 16, 16)]


def get_init_inputs():
    return []

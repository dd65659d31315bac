"""torch.logsumexp -> torch.movedim -> torch.ldexp: synthesised by warpgym synth (seed 9, index 667, torch#3, dim 0 x5593)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logsumexp -> torch.movedim -> torch.ldexp"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.logsumexp(x, -1)
        x = torch.movedim(x, 2, 1)
        x = torch.ldexp(x, x1)
        return x


def get_inputs():
    return [torch.randn(89488, 32, 16, 16), torch.randn(89488, 16, 32)]


def get_init_inputs():
    return []

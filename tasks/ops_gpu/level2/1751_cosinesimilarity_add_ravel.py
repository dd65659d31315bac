"""F.cosine_similarity -> torch.add -> torch.ravel: synthesised by warpgym synth (seed 7, index 2770, torch#3, dim 0 x354)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.cosine_similarity -> torch.add -> torch.ravel"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = F.cosine_similarity(x, x1)
        x = torch.add(x, x2)
        x = torch.ravel(x)
        return x


def get_inputs():
    return [torch.randn(1416, 32, 32, 32), torch.randn(1416, 32, 32, 32), torch.randn(1416, 32, 32)]


def get_init_inputs():
    return []

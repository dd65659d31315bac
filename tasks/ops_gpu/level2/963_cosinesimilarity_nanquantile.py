"""F.cosine_similarity -> torch.nanquantile: synthesised by warpgym synth (seed 7, index 1513, torch#2, dim 0 x257)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.cosine_similarity -> torch.nanquantile"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.cosine_similarity(x, x1)
        x = torch.nanquantile(x, 0.5)
        return x


def get_inputs():
    return [torch.randn(4112, 32, 256), torch.randn(4112, 32, 256)]


def get_init_inputs():
    return []
